package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The CPU and memory of every process in some cgroups: the containers of a target. The kernel's CPU
 * accounting of a cgroup keeps the time of processes that ended (a PostgreSQL backend, an nginx worker,
 * a health check's exec), which reading the processes alive at each sample would lose. cgroup v1 reads
 * {@code cpuacct.usage} (nanoseconds) of the cpuacct controller, v2 {@code usage_usec} of {@code cpu.stat}.
 */
public final class Cgroups implements CpuGroup {

    static final Path MOUNT = Path.of("/sys/fs/cgroup");
    private static final long NANOS_PER_TICK = 1_000_000_000L / ProcStat.TICKS_PER_SECOND;
    /** Where v1 mounts CPU accounting, alone or with the cpu controller; "" is v2's single hierarchy. */
    private static final List<String> CONTROLLERS = List.of("cpuacct", "cpu,cpuacct", "cpuacct,cpu", "");

    private final List<Path> directories;
    /** The last reading of each cgroup: a container removed mid-run keeps what it used, instead of going to 0. */
    private final Map<Path, Long> lastNanos = new ConcurrentHashMap<>();

    private Cgroups(List<Path> directories) {
        this.directories = List.copyOf(directories);
    }

    /**
     * The cgroups given as their directory (any controller's that has CPU accounting) or as the path a
     * process's {@code /proc/<pid>/cgroup} or {@code podman inspect}'s CgroupPath names, looked up under
     * /sys/fs/cgroup; an error naming the first that has no CPU accounting.
     */
    public static Cgroups of(List<String> given) {
        return of(given, MOUNT);
    }

    static Cgroups of(List<String> given, Path mount) {
        List<Path> dirs = new ArrayList<>();
        for (String g : given) {
            dirs.add(directory(g, mount));
        }
        return new Cgroups(dirs);
    }

    private static Path directory(String given, Path mount) {
        Path p = Path.of(given);
        if (p.isAbsolute() && accounts(p)) {
            return p;
        }
        String relative = given.replaceFirst("^/+", "");
        for (String controller : CONTROLLERS) {
            Path d = controller.isEmpty() ? mount.resolve(relative) : mount.resolve(controller).resolve(relative);
            if (accounts(d)) {
                return d;
            }
        }
        throw new IllegalArgumentException("no CPU accounting for cgroup " + given + " (neither a directory with"
                + " cpuacct.usage or cpu.stat, nor such a directory under " + mount + "/cpuacct or " + mount + ")");
    }

    private static boolean accounts(Path d) {
        return Files.isRegularFile(d.resolve("cpuacct.usage")) || Files.isRegularFile(d.resolve("cpu.stat"));
    }

    public List<Path> directories() {
        return directories;
    }

    /** CPU time of every process that ran in the cgroups (and their children), those ended included. */
    @Override
    public long cpuTicks() {
        long nanos = 0;
        for (Path d : directories) {
            long n = usageNanos(d);
            if (n >= 0) {
                lastNanos.put(d, n);
            }
            nanos += lastNanos.getOrDefault(d, 0L);
        }
        return nanos / NANOS_PER_TICK;
    }

    /** Nanoseconds of CPU the cgroup has used, -1 when it is gone. */
    static long usageNanos(Path d) {
        try {
            Path v1 = d.resolve("cpuacct.usage");
            if (Files.isRegularFile(v1)) {
                return Long.parseLong(Files.readString(v1).strip());
            }
            for (String line : Files.readAllLines(d.resolve("cpu.stat"))) {
                if (line.startsWith("usage_usec ")) {
                    return Long.parseLong(line.substring("usage_usec ".length()).strip()) * 1000;
                }
            }
            return -1;
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public long rssKb() {
        return pids().stream().mapToLong(ProcStat::rssKb).sum();
    }

    /** The processes in the cgroups and in the cgroups below them. */
    @Override
    public Set<Long> pids() {
        Set<Long> pids = new LinkedHashSet<>();
        for (Path d : directories) {
            try (Stream<Path> files = Files.walk(d)) {
                files.filter(f -> f.getFileName().toString().equals("cgroup.procs")).forEach(f -> {
                    try {
                        Files.readAllLines(f).stream().map(String::strip).filter(s -> !s.isEmpty())
                                .forEach(s -> pids.add(Long.parseLong(s)));
                    } catch (IOException goneMeanwhile) {
                        // the container stopped while we looked
                    }
                });
            } catch (IOException | java.io.UncheckedIOException gone) {
                // the cgroup is gone: no process left
            }
        }
        return pids;
    }

    @Override
    public boolean unknown() {
        return directories.isEmpty();
    }
}
