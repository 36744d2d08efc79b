package org.bourse.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.Measurement;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.results.PeakSummary;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.simulation.RunSettings;

/**
 * The top of the throughput curve (bench.md): run the workload at a level, multiply the level, run again,
 * and stop when throughput no longer rises by the required gain (or a request failed: a level with
 * errors is not a result, and neither is the search). The peak is the level with the highest throughput.
 */
final class PeakSearch {

    private final Load load;
    private final PeakRule rule;
    private final RunTally tally;

    PeakSearch(Load load, PeakRule rule, RunTally tally) {
        this.load = load;
        this.rule = rule;
        this.tally = tally;
    }

    int search(Workload w, RunSettings base, Path folder) throws IOException {
        // Users that think for a second each offer about one request per second: start where that matters.
        int level = rule.start() > 0 ? rule.start() : base.method() == Methodology.THINK ? 250 : 1;
        List<Measurement> levels = new ArrayList<>();
        Measurement best = null;
        while (true) {
            Path levelFolder = folder.resolve(String.format(Locale.ROOT, "level-%05d", level));
            // Each level its own run tag: trade-web registers users named by it, and a name cannot be registered twice.
            RunSettings settings = base.withUsers(level).inFolder(levelFolder.toAbsolutePath().toString())
                    .tagged(base.runTag() + "l" + level);
            Measurement measured = load.measure(w, settings, levelFolder, w.name() + " @" + level);
            levels.add(measured);
            OrderLatencies.Stats latency = OrderLatencies.read(levelFolder);
            Files.writeString(levelFolder.resolve("summary.md"), Load.header(measured.summary())
                    + measured.summary().markdown() + (latency == null ? "" : "\n" + latency.line() + ".\n"));
            int verdict = load.verdict(w, settings, measured, tally);
            if (verdict != ExitStatus.OK) {
                write(folder, levels, null);
                return verdict;
            }
            double rate = measured.summary().global().throughput();
            boolean rising = best == null || rate >= best.summary().global().throughput() * (1 + rule.gain() / 100);
            if (best == null || rate > best.summary().global().throughput()) {
                best = measured;
            }
            int next = (int) Math.max(level + 1, Math.round(level * rule.factor()));
            if (!rising || next > rule.max()) {
                break;
            }
            level = next;
        }
        write(folder, levels, best);
        return ExitStatus.OK;
    }

    private void write(Path folder, List<Measurement> levels, Measurement peak) throws IOException {
        StringBuilder md = new StringBuilder("# Peak search: " + levels.get(0).summary().workload() + "\n\n");
        md.append("| users | requests | failed | req/s | p50 ms | p99 ms |\n|---:|---:|---:|---:|---:|---:|\n");
        List<PeakSummary.Level> rows = new ArrayList<>();
        StringBuilder latencies = new StringBuilder();
        for (Measurement l : levels) {
            GatlingSummary.Row g = l.summary().global();
            md.append(String.format(Locale.ROOT, "| %d%s | %d | %d | %.1f | %d | %d |%n", l.users(),
                    l == peak ? " (peak)" : "", g.count(), g.ko(), g.throughput(), g.p50(), g.p99()));
            OrderLatencies.Stats latency = OrderLatencies.read(l.folder());
            if (latency != null) {
                latencies.append(String.format(Locale.ROOT, "%nAt %d users: %s.", l.users(), latency.line()));
            }
            rows.add(new PeakSummary.Level(l.users(), g, l.summary().requests(),
                    l.report() == null ? null : folder.relativize(l.report()).toString(), latency));
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
        new PeakSummary(levels.get(0).summary().workload(), peak == null ? null : peak.users(),
                peak == null ? null : peak.summary().global(), rows, null, null, null).write(folder);
        Files.writeString(folder.resolve("summary.md"), md.toString());
        load.print(md.toString());
    }
}
