package org.bourse.bench.simulation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a simulation hands the launcher beside Gatling's own files: whole numbers, one per line, in a file
 * of a fixed name in its run's folder ({@link AcknowledgedOrders}, {@link OrderLatencies}).
 */
public final class NumberFile {

    private final String name;

    NumberFile(String name) {
        this.name = name;
    }

    /** The file's name in a run's folder. */
    public String name() {
        return name;
    }

    /** Writes the numbers into the run's folder (a simulation's after()); {@code what} names them in an error. */
    void write(RunSettings run, Collection<Long> numbers, String what) {
        try {
            Files.writeString(Path.of(run.folder()).resolve(name), numbers.stream().map(String::valueOf)
                    .collect(Collectors.joining("\n", "", numbers.isEmpty() ? "" : "\n")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the " + what, e);
        }
    }

    /** Every number in the files of this name under the folder (a single run, or each level of a peak search). */
    List<Long> readAll(Path folder) throws IOException {
        List<Long> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.filter(f -> f.getFileName().toString().equals(name)).toList()) {
                for (String line : Files.readAllLines(f)) {
                    if (!line.isBlank()) {
                        all.add(Long.valueOf(line.trim()));
                    }
                }
            }
        }
        return all;
    }
}
