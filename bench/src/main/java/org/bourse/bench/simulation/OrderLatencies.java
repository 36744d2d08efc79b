package org.bourse.bench.simulation;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The order latency of a Trade run: for each order that came back open (async and broker order
 * processing), the time from the buy's reply until the journey saw it completed. A simulation adds them as
 * its waits end and writes them to {@code order-latency.txt} in its run's folder; the launcher reads every such file of
 * a workload and reports them beside the request statistics (in sync mode no order waits: the buy's own
 * response time holds its processing).
 */
public final class OrderLatencies {

    static final NumberFile FILE = new NumberFile("order-latency.txt");

    /** Microseconds, one per completed wait. */
    private final Queue<Long> micros = new ConcurrentLinkedQueue<>();

    /** One wait that ended with the order completed within the bound. */
    public void add(Duration waited) {
        micros.add(waited.toNanos() / 1_000);
    }

    /** Writes the waits, one per line, into the run's folder (Gatling calls this in the simulation's after()). */
    public void write(RunSettings run) {
        FILE.write(run, micros, "order latencies");
    }

    /** The waits of the runs under this folder (a single run, or each level of a peak search); null if none. */
    public static Stats read(Path folder) throws IOException {
        List<Long> all = FILE.readAll(folder);
        return all.isEmpty() ? null : Stats.of(all);
    }

    /**
     * @param orders orders waited for until completed
     * @param meanMs mean wait, ms
     * @param p50Ms  median, ms
     * @param p99Ms  99th percentile, ms
     * @param maxMs  longest, ms
     */
    public record Stats(long orders, double meanMs, double p50Ms, double p99Ms, double maxMs) {

        static Stats of(List<Long> micros) {
            List<Long> sorted = new ArrayList<>(micros);
            Collections.sort(sorted);
            double mean = sorted.stream().mapToLong(Long::longValue).average().orElse(0);
            return new Stats(sorted.size(), ms(mean), ms(percentile(sorted, 50)), ms(percentile(sorted, 99)),
                    ms(sorted.get(sorted.size() - 1)));
        }

        /** Nearest rank. */
        private static double percentile(List<Long> sorted, int p) {
            int rank = (int) Math.ceil(p / 100.0 * sorted.size());
            return sorted.get(Math.max(0, rank - 1));
        }

        private static double ms(double micros) {
            return Math.round(micros / 100.0) / 10.0;
        }

        /** One line for the console and summary.md. */
        public String line() {
            return String.format(Locale.ROOT, "Order latency (buy answered open until seen completed, %d order%s):"
                    + " mean %.1f ms, p50 %.1f ms, p99 %.1f ms, max %.1f ms", orders, orders == 1 ? "" : "s", meanMs,
                    p50Ms, p99Ms, maxMs);
        }
    }
}
