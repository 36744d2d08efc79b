package org.bourse.bench.compare;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.results.CompareSummary.Medians;
import org.bourse.bench.results.CompareSummary.Ratio;
import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.simulation.OpenModelFigures;

/** A comparison's summary as markdown: the medians with the B/A ratios, then every run. */
final class CompareTable {

    private static final Medians NONE = new Medians(0, null, null, null, null, null, null);

    private CompareTable() {
    }

    static String markdown(CompareSummary d) {
        Map<String, Medians> medians = d.medians() == null ? Map.of() : d.medians();
        Medians a = medians.getOrDefault("A", NONE);
        Medians b = medians.getOrDefault("B", NONE);
        CompareSummary.Ratios ratio = d.ratio();
        StringBuilder md = new StringBuilder();
        md.append("# Comparison: ").append(d.workload()).append("\n\n");
        md.append("A = ").append(label(d, "A")).append(", B = ").append(label(d, "B")).append("; ")
                .append(d.load() == null ? "" : d.load().description()).append("; ")
                .append(d.rounds() == null ? 0 : d.rounds()).append(" rounds, order ")
                .append(d.order() == null ? "" : String.join(" ", d.order())).append(".\n\n");
        if (d.failure() != null) {
            md.append("**FAILED**: ").append(d.failure()).append("\n");
            return md.toString();
        }
        md.append("| median | A | B | B/A | spread of B/A (lowest–highest round) |\n|---|---:|---:|---:|---|\n");
        row(md, "req/s", a.throughput(), b.throughput(), ratio == null ? null : ratio.throughput(), "%.1f");
        row(md, "CPU µs/req", a.cpuPerRequestUs(), b.cpuPerRequestUs(), ratio == null ? null : ratio.cpuPerRequestUs(),
                "%.1f");
        row(md, "p50 ms", a.p50(), b.p50(), null, "%.0f");
        row(md, "p99 ms", a.p99(), b.p99(), null, "%.0f");
        if (a.p999() != null || b.p999() != null) {
            row(md, "p99.9 ms", a.p999(), b.p999(), null, "%.0f");
        }
        row(md, "RSS MB", a.rssMb(), b.rssMb(), null, "%.0f");
        md.append(String.format(Locale.ROOT, "%nUsable runs: A %d, B %d.%s%n%n", a.runs(), b.runs(),
                ratio == null ? " No round had both runs usable: no ratio." : ""));
        md.append("| round | target | req/s | p50 ms | p99 ms | errors | CPU µs/req | RSS MB | foreign cores | excluded |\n");
        md.append("|---:|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
        for (CompareSummary.Run r : d.runs() == null ? List.<CompareSummary.Run>of() : d.runs()) {
            md.append(String.format(Locale.ROOT, "| %d | %s | %.1f | %d | %d | %d | %s | %s | %.2f | %s |%n",
                    r.round(), r.target(), r.throughput(), r.p50(), r.p99(), r.errors(),
                    r.cpuPerRequestUs() == null ? "–" : r.cpuPerRequestUs().toString(),
                    r.rssMb() == null ? "–" : r.rssMb().toString(), r.foreignCores(),
                    r.excluded() == null ? "" : r.excluded()));
        }
        openModel(md, d);
        return md.toString();
    }

    /** The open model's runs: the rates, the tail and whether the generator kept to its schedule. */
    private static void openModel(StringBuilder md, CompareSummary d) {
        List<CompareSummary.Run> open = d.runs() == null ? List.of()
                : d.runs().stream().filter(r -> r.openModel() != null).toList();
        if (open.isEmpty()) {
            return;
        }
        md.append("\nOpen model, full histograms of the held rate:\n\n")
                .append("| round | target | asked/s | achieved/s | p50 ms | p90 ms | p99 ms | p99.9 ms | max ms | late arrivals |\n")
                .append("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (CompareSummary.Run r : open) {
            OpenModelFigures f = r.openModel();
            OpenModelFigures.Latency all = f.all();
            md.append(String.format(Locale.ROOT, "| %d | %s | %.2f | %.2f | %d | %d | %d | %d | %d | %d |%n", r.round(),
                    r.target(), f.askedRate(), f.achievedRate(), all.p50(), all.p90(), all.p99(), all.p999(),
                    all.max(), f.lateArrivals()));
        }
    }

    private static String label(CompareSummary d, String which) {
        CompareSummary.Target t = d.target(which);
        return t == null ? "" : t.label();
    }

    private static void row(StringBuilder md, String name, Double a, Double b, Ratio ratio, String format) {
        md.append("| ").append(name).append(" | ").append(num(a, format)).append(" | ").append(num(b, format)).append(" | ");
        if (ratio != null) {
            md.append(String.format(Locale.ROOT, "%.3f | %.3f–%.3f (%.3f) |%n", ratio.median(), ratio.min(), ratio.max(),
                    ratio.spread()));
        } else {
            md.append("| |\n");
        }
    }

    private static String num(Double v, String format) {
        return v == null ? "–" : String.format(Locale.ROOT, format, v);
    }
}
