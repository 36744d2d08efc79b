package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One line of {@code /proc/<pid>/stat}: its parent and its CPU time (fields 4, 14 and 15; the command
 * name, field 2, may hold spaces and parentheses, so fields are counted after its last ')').
 *
 * @param pid      the process
 * @param parent   its parent
 * @param cpuTicks user + system time of all its threads, in clock ticks (the children's own times not included)
 */
public record ProcStat(long pid, long parent, long cpuTicks) {

    /** Clock ticks per second of {@code /proc} times: 100 on every Linux architecture Bourse runs on. */
    public static final long TICKS_PER_SECOND = 100;

    public static Optional<ProcStat> read(long pid) {
        String line;
        try {
            line = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(parse(pid, line));
    }

    static ProcStat parse(long pid, String line) {
        String[] f = line.substring(line.lastIndexOf(')') + 2).trim().split("\\s+");
        // f[0] is field 3 (state): field n is f[n - 3].
        return new ProcStat(pid, Long.parseLong(f[1]), Long.parseLong(f[11]) + Long.parseLong(f[12]));
    }

    /** VmRSS of {@code /proc/<pid>/status} in KiB, 0 when the process is gone (or a kernel thread). */
    public static long rssKb(long pid) {
        try {
            for (String l : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (l.startsWith("VmRSS:")) {
                    return Long.parseLong(l.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException e) {
            return 0;
        }
        return 0;
    }
}
