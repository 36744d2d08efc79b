package org.bourse.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The top of the throughput curve (bench.md): run the workload at a level, multiply the level, run again,
 * and stop when throughput no longer rises by the required gain (or a request failed: a level with
 * errors is not a result, and neither is the search). The peak is the level with the highest throughput.
 */
final class PeakSearch {

    private final Load load;
    private final LoadOptions options;
    private final RunTally tally;

    PeakSearch(Load load, LoadOptions options, RunTally tally) {
        this.load = load;
        this.options = options;
        this.tally = tally;
    }

    int search(Workload w, RunSettings base, Path folder) throws IOException {
        // Users that think for a second each offer about one request per second: start where that matters.
        int level = options.peakStart > 0 ? options.peakStart : base.method() == Methodology.THINK ? 250 : 1;
        List<Load.Level> levels = new ArrayList<>();
        Load.Level best = null;
        while (true) {
            Path levelFolder = folder.resolve(String.format(Locale.ROOT, "level-%05d", level));
            // Each level its own run tag: trade-web registers users named by it, and a name cannot be registered twice.
            RunSettings settings = base.withUsers(level).inFolder(levelFolder.toAbsolutePath().toString())
                    .tagged(base.runTag() + "l" + level);
            Load.Level measured = load.measure(w, settings, levelFolder, w.name() + " @" + level);
            levels.add(measured);
            OrderLatencies.Stats latency = OrderLatencies.read(levelFolder);
            Files.writeString(levelFolder.resolve("summary.md"), Load.header(measured.summary())
                    + measured.summary().markdown() + (latency == null ? "" : "\n" + latency.line() + ".\n"));
            int verdict = load.verdict(w, settings, measured, tally);
            if (verdict != Load.OK) {
                write(folder, levels, null);
                return verdict;
            }
            double rate = measured.summary().global().throughput();
            boolean rising = best == null || rate >= best.summary().global().throughput() * (1 + options.peakGain / 100);
            if (best == null || rate > best.summary().global().throughput()) {
                best = measured;
            }
            int next = (int) Math.max(level + 1, Math.round(level * options.peakFactor));
            if (!rising || next > options.peakMax) {
                break;
            }
            level = next;
        }
        write(folder, levels, best);
        return Load.OK;
    }

    private void write(Path folder, List<Load.Level> levels, Load.Level peak) throws IOException {
        StringBuilder md = new StringBuilder("# Peak search: " + levels.get(0).summary().workload() + "\n\n");
        md.append("| users | requests | failed | req/s | p50 ms | p99 ms |\n|---:|---:|---:|---:|---:|---:|\n");
        List<Map<String, Object>> rows = new ArrayList<>();
        StringBuilder latencies = new StringBuilder();
        for (Load.Level l : levels) {
            Summary.Row g = l.summary().global();
            md.append(String.format(Locale.ROOT, "| %d%s | %d | %d | %.1f | %d | %d |%n", l.users(),
                    l == peak ? " (peak)" : "", g.count(), g.ko(), g.throughput(), g.p50(), g.p99()));
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("users", l.users());
            row.put("global", g);
            row.put("requests", l.summary().requests());
            row.put("report", l.report() == null ? null : folder.relativize(l.report()).toString());
            OrderLatencies.Stats latency = OrderLatencies.read(l.folder());
            if (latency != null) {
                row.put("orderLatency", latency);
                latencies.append(String.format(Locale.ROOT, "%nAt %d users: %s.", l.users(), latency.line()));
            }
            rows.add(row);
        }
        if (!latencies.isEmpty()) {
            md.append(latencies).append('\n');
        }
        if (peak != null) {
            md.append(String.format(Locale.ROOT, "%nPeak: %.1f req/s at %d users (p50 %d ms, p99 %d ms).%n",
                    peak.summary().global().throughput(), peak.users(), peak.summary().global().p50(),
                    peak.summary().global().p99()));
        } else {
            md.append("\nNo peak: the last level had failed requests.\n");
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("workload", levels.get(0).summary().workload());
        doc.put("peakUsers", peak == null ? null : peak.users());
        doc.put("peak", peak == null ? null : peak.summary().global());
        doc.put("levels", rows);
        Summary.JSON.writeValue(folder.resolve("summary.json").toFile(), doc);
        Files.writeString(folder.resolve("summary.md"), md.toString());
        load.print(md.toString());
    }
}
