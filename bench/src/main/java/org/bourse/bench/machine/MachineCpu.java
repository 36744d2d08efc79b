package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The first line of {@code /proc/stat}: CPU time of all cores since boot, in clock ticks.
 *
 * @param busy  time spent running anything (user, nice, system, irq, softirq): what processes used
 * @param steal time the hypervisor gave to other machines while this one wanted to run
 * @param total everything, idle and iowait included
 */
public record MachineCpu(long busy, long steal, long total) {

    public static MachineCpu read() {
        try {
            return parse(Files.readAllLines(Path.of("/proc/stat")).get(0));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read /proc/stat (Linux only)", e);
        }
    }

    static MachineCpu parse(String cpuLine) {
        String[] f = cpuLine.trim().split("\\s+");
        long[] v = new long[11];
        for (int i = 1; i < f.length && i < v.length; i++) {
            v[i] = Long.parseLong(f[i]);
        }
        // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
        long busy = v[1] + v[2] + v[3] + v[6] + v[7];
        return new MachineCpu(busy, v[8], busy + v[4] + v[5] + v[8]);
    }

    public MachineCpu minus(MachineCpu earlier) {
        return new MachineCpu(busy - earlier.busy, steal - earlier.steal, total - earlier.total);
    }
}
