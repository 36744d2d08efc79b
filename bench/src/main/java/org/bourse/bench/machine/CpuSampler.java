package org.bourse.bench.machine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Reads the CPU time of named groups (process trees, cgroups) and of the whole machine once a second while a
 * run lasts, and once more at its start and end. What the groups did not use of the machine's busy time is
 * "foreign": another program (or another engineer's) competing for the cores, which makes a run
 * unfit for comparison.
 */
public final class CpuSampler implements AutoCloseable {

    private final Map<String, CpuGroup> groups;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cpu-sampler");
        t.setDaemon(true);
        return t;
    });

    /** Starts sampling these groups (in this order: the names come back in {@link Window#cpuTicks()}). */
    public CpuSampler(Map<String, ? extends CpuGroup> groups) {
        this.groups = new LinkedHashMap<>(groups);
        sample();
        timer.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
    }

    private void sample() {
        Map<String, Long> ticks = new LinkedHashMap<>();
        Map<String, Long> rss = new LinkedHashMap<>();
        groups.forEach((name, tree) -> {
            ticks.put(name, tree.cpuTicks());
            rss.put(name, tree.rssKb());
        });
        Sample s = new Sample(System.nanoTime(), ticks, rss, MachineCpu.read());
        synchronized (samples) {
            samples.add(s);
        }
    }

    /** Stops sampling (after one last sample) and returns what was seen. */
    public Window stop() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sample();
        synchronized (samples) {
            return new Window(List.copyOf(samples));
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }

    /**
     * @param nanos   when ({@link System#nanoTime()})
     * @param ticks   CPU ticks of each group so far
     * @param rssKb   resident memory of each group
     * @param machine the whole machine's ticks so far
     */
    public record Sample(long nanos, Map<String, Long> ticks, Map<String, Long> rssKb, MachineCpu machine) {
    }

    /** The samples of one run, first to last. */
    public record Window(List<Sample> samples) {

        private Sample first() {
            return samples.get(0);
        }

        private Sample last() {
            return samples.get(samples.size() - 1);
        }

        public double seconds() {
            return (last().nanos() - first().nanos()) / 1e9;
        }

        /** CPU ticks each group used in the window. */
        public Map<String, Long> cpuTicks() {
            Map<String, Long> used = new LinkedHashMap<>();
            last().ticks().forEach((k, v) -> used.put(k, v - first().ticks().getOrDefault(k, 0L)));
            return used;
        }

        /** The highest resident memory each group had at a sample, KiB. */
        public Map<String, Long> peakRssKb() {
            Map<String, Long> peak = new LinkedHashMap<>();
            samples.forEach(s -> s.rssKb().forEach((k, v) -> peak.merge(k, v, Math::max)));
            return peak;
        }

        /** Busy machine time no group accounts for, in cores (1.0: one core busy all the window). */
        public double foreignCores() {
            return foreign(first(), last());
        }

        /** Stolen time in cores (a virtual machine's host gave the CPU to someone else). */
        public double stealCores() {
            MachineCpu d = last().machine().minus(first().machine());
            return seconds() <= 0 ? 0 : d.steal() / (double) ProcStat.TICKS_PER_SECOND / seconds();
        }

        /**
         * One point per sample interval: seconds from the start, cores of each group, foreign cores. An
         * interval shorter than 0.2 s (the last one, cut by the run's end) is merged into the next, or, at
         * the end, kept when it is all there is: a run shorter than a second still gets its one point.
         */
        public List<CpuPoint> timeline() {
            List<CpuPoint> points = new ArrayList<>();
            Sample a = first();
            for (int i = 1; i < samples.size(); i++) {
                Sample b = samples.get(i);
                double dt = (b.nanos() - a.nanos()) / 1e9;
                boolean onlyInterval = i == samples.size() - 1 && points.isEmpty();
                if (dt <= 0 || (dt < 0.2 && !onlyInterval)) {
                    continue;
                }
                Sample from = a;
                Map<String, Double> cores = new LinkedHashMap<>();
                b.ticks().forEach((k, v) -> cores.put(k,
                        round((v - from.ticks().getOrDefault(k, 0L)) / (double) ProcStat.TICKS_PER_SECOND / dt)));
                points.add(new CpuPoint(round((b.nanos() - first().nanos()) / 1e9), cores, round(foreign(from, b))));
                a = b;
            }
            return points;
        }

        private static double foreign(Sample a, Sample b) {
            double dt = (b.nanos() - a.nanos()) / 1e9;
            if (dt <= 0) {
                return 0;
            }
            long groups = b.ticks().entrySet().stream()
                    .mapToLong(e -> e.getValue() - a.ticks().getOrDefault(e.getKey(), 0L)).sum();
            long busy = b.machine().minus(a.machine()).busy();
            return Math.max(0, busy - groups) / (double) ProcStat.TICKS_PER_SECOND / dt;
        }

        private static double round(double v) {
            return Math.round(v * 1000) / 1000.0;
        }
    }
}
