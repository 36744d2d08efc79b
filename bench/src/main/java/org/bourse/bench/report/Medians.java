package org.bourse.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.bourse.bench.results.CompareSummary.Ratio;
import org.bourse.bench.results.CompareSummary;

/** A comparison's medians table: one row per measure, A's and B's medians and, for two of them, B/A. */
final class Medians {

    private static final CompareSummary.Medians NONE = new CompareSummary.Medians(0, null, null, null, null, null, null);

    private Medians() {
    }

    /**
     * One row of the table.
     *
     * @param key   the measure's name in element ids
     * @param name  its name in the table
     * @param a     A's median, as shown
     * @param b     B's median, as shown
     * @param ratio B/A (null: not a ratio measure, or no ratio)
     */
    public record Row(String key, String name, String a, String b, Ratio ratio) {
    }

    static List<Row> rows(CompareSummary s, Numbers n) {
        Map<String, CompareSummary.Medians> m = s.medians() == null ? Map.of() : s.medians();
        CompareSummary.Medians a = m.getOrDefault("A", NONE);
        CompareSummary.Medians b = m.getOrDefault("B", NONE);
        CompareSummary.Ratios ratio = s.ratio();
        List<Row> rows = new ArrayList<>();
        rows.add(row("throughput", "req/s", a, b, CompareSummary.Medians::throughput, 1, n,
                ratio == null ? null : ratio.throughput()));
        rows.add(row("cpuPerRequestUs", "CPU µs/req", a, b, CompareSummary.Medians::cpuPerRequestUs, 1, n,
                ratio == null ? null : ratio.cpuPerRequestUs()));
        rows.add(row("p50", "p50 ms", a, b, CompareSummary.Medians::p50, 0, n, null));
        rows.add(row("p99", "p99 ms", a, b, CompareSummary.Medians::p99, 0, n, null));
        rows.add(row("rssMb", "RSS MB", a, b, CompareSummary.Medians::rssMb, 0, n, null));
        return rows;
    }

    private static Row row(String key, String name, CompareSummary.Medians a, CompareSummary.Medians b,
            Function<CompareSummary.Medians, Double> measure, int decimals, Numbers n, Ratio ratio) {
        return new Row(key, name, n.num(measure.apply(a), decimals), n.num(measure.apply(b), decimals), ratio);
    }

    /** Usable runs of a target. */
    static int runs(CompareSummary s, String target) {
        return s.medians() == null || s.medians().get(target) == null ? 0 : s.medians().get(target).runs();
    }
}
