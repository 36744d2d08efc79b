package org.bourse.bench.profile;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ObjLongConsumer;

/**
 * CPU samples as collapsed stacks: each distinct stack, its frames from the thread's root to the leaf
 * separated by {@code ;}, with the number of samples taken in it. The format async-profiler writes and
 * flame graph tools read ({@code frame;frame;frame count} per line); Java frames are
 * {@code package/Class.method}.
 */
public final class Stacks {

    private final Map<String, Long> counts;

    private Stacks(Map<String, Long> counts) {
        this.counts = counts;
    }

    static Stacks empty() {
        return new Stacks(new LinkedHashMap<>());
    }

    /** Reads a collapsed-stacks file; lines without a trailing count are not samples and are skipped. */
    public static Stacks read(Path file) throws IOException {
        Stacks stacks = empty();
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            lines.forEach(line -> {
                int space = line.lastIndexOf(' ');
                if (space > 0) {
                    try {
                        stacks.add(line.substring(0, space), Long.parseLong(line.substring(space + 1).trim()));
                    } catch (NumberFormatException notASample) {
                        // a header or a broken line: not a sample
                    }
                }
            });
        }
        return stacks;
    }

    void add(String stack, long samples) {
        if (samples > 0 && !stack.isEmpty()) {
            counts.merge(stack, samples, Long::sum);
        }
    }

    /** These samples and the other's together: the profile of both runs, weighted by the CPU each took. */
    public Stacks plus(Stacks other) {
        Stacks sum = new Stacks(new LinkedHashMap<>(counts));
        other.counts.forEach(sum::add);
        return sum;
    }

    public long total() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    void forEach(ObjLongConsumer<String> each) {
        counts.forEach((stack, n) -> each.accept(stack, n));
    }

    Map<String, Long> asMap() {
        return Collections.unmodifiableMap(counts);
    }

    void write(Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, Long> e : counts.entrySet()) {
                out.write(e.getKey());
                out.write(' ');
                out.write(Long.toString(e.getValue()));
                out.newLine();
            }
        }
    }

    static String[] frames(String stack) {
        return stack.split(";");
    }
}
