package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The processes of one target: the given ones and all their descendants (a server's front end workers, a
 * launcher's JVM), found afresh at each reading so that a child started later counts too.
 */
public final class ProcessTree implements CpuGroup {

    private static final Path PROC = Path.of("/proc");

    private final List<Long> roots;
    private final boolean descendants;

    /** These processes and all their descendants. */
    public ProcessTree(List<Long> roots) {
        this(roots, true);
    }

    private ProcessTree(List<Long> roots, boolean descendants) {
        this.roots = List.copyOf(roots);
        this.descendants = descendants;
    }

    /**
     * One process without its descendants: the load generator, whose children are the servers it started
     * (counted as the targets they are, not twice).
     */
    public static ProcessTree alone(long pid) {
        return new ProcessTree(List.of(pid), false);
    }

    /** The load generator: this JVM (Gatling runs in it), without the servers it started. */
    public static ProcessTree loadGenerator() {
        return alone(ProcessHandle.current().pid());
    }

    public List<Long> roots() {
        return roots;
    }

    /** The roots that are alive, and their descendants. */
    @Override
    public Set<Long> pids() {
        if (!descendants) {
            return roots.stream().filter(p -> Files.isDirectory(PROC.resolve(Long.toString(p))))
                    .collect(java.util.stream.Collectors.toCollection(LinkedHashSet::new));
        }
        Map<Long, List<Long>> children = new HashMap<>();
        try (Stream<Path> entries = Files.list(PROC)) {
            entries.map(p -> p.getFileName().toString()).filter(n -> n.chars().allMatch(Character::isDigit))
                    .forEach(n -> {
                        long pid = Long.parseLong(n);
                        long parent = ProcStat.read(pid).map(ProcStat::parent).orElse(-1L);
                        children.computeIfAbsent(parent, k -> new ArrayList<>()).add(pid);
                    });
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + PROC + " (Linux only)", e);
        }
        Set<Long> all = new LinkedHashSet<>();
        List<Long> todo = new ArrayList<>(roots.stream().filter(p -> Files.isDirectory(PROC.resolve(Long.toString(p))))
                .toList());
        while (!todo.isEmpty()) {
            long pid = todo.remove(todo.size() - 1);
            if (all.add(pid)) {
                todo.addAll(children.getOrDefault(pid, List.of()));
            }
        }
        return all;
    }

    /** User + system CPU time of every process of the tree, in clock ticks (processes gone are not counted). */
    @Override
    public long cpuTicks() {
        return pids().stream().mapToLong(p -> ProcStat.read(p).map(ProcStat::cpuTicks).orElse(0L)).sum();
    }

    /** Resident memory of every process of the tree, in KiB. */
    @Override
    public long rssKb() {
        return pids().stream().mapToLong(ProcStat::rssKb).sum();
    }

    @Override
    public boolean unknown() {
        return roots.isEmpty();
    }
}
