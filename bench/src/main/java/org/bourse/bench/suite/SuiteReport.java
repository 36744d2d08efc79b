package org.bourse.bench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.bourse.bench.machine.Machine;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.results.PeakSummary;
import org.bourse.bench.results.SuiteSummary;

/**
 * A suite's {@code summary.json} ({@link SuiteSummary}) and {@code summary.md}: the method in words, then one row
 * per workload with its peak, read from the peak search's own {@code summary.json} in its sub-folder.
 */
public final class SuiteReport {

    private final Suite suite;
    private final SuiteSummary.Method description;
    private final String settings;
    private final List<SuiteSummary.Row> runs = new ArrayList<>();
    private final Instant startedAt = Instant.now();

    /**
     * @param description the suite as {@link Suite#describe} says it, with the settings in force
     * @param settings    the load tool's settings in words (users come from the peak search)
     */
    public SuiteReport(Suite suite, SuiteSummary.Method description, String settings) {
        this.suite = suite;
        this.description = description;
        this.settings = settings;
    }

    /** Adds a workload's peak search: its folder (inside the suite's) and the launcher's exit status. */
    public void add(String workload, Path suiteFolder, Path runFolder, int status) throws IOException {
        String folder = runFolder == null ? null : suiteFolder.relativize(runFolder).toString();
        if (runFolder == null || !Files.exists(runFolder.resolve(LoadSummary.FILE))
                || !(LoadSummary.read(runFolder) instanceof PeakSummary s)) {
            runs.add(new SuiteSummary.Row(workload, folder, status, null, null, null, null, null));
            return;
        }
        runs.add(new SuiteSummary.Row(workload, folder, status, s.peakUsers(), s.peak(), s.levels().size(),
                s.checks() == null ? null : s.checks().outcome(), s.profile()));
    }

    /** Writes {@code summary.json} and {@code summary.md}; returns the markdown. */
    public String write(Path suiteFolder, int status, ProfileEntry profile) throws IOException {
        new SuiteSummary(SuiteSummary.KIND, startedAt.toString(), Instant.now().toString(), Machine.describe(),
                description, settings, status == 0, status, runs, profile).write(suiteFolder);
        StringBuilder md = new StringBuilder("# Suite: " + suite.title() + "\n\n");
        md.append("**Method.** ").append(suite.method()).append("\n\n**Origin.** ").append(suite.origin())
                .append(".\n\n**Peak search.** ").append(description.findPeak()).append(".\n\n**Load tool.** ")
                .append(settings).append("; machine: ").append(Runtime.getRuntime().availableProcessors())
                .append(" CPUs, load tool JDK ").append(System.getProperty("java.version")).append(".\n\n");
        md.append("| workload | peak at | req/s | p50 ms | p99 ms | requests | levels | run check | folder |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (SuiteSummary.Row r : runs) {
            var peak = r.peak();
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | `%s` |%n", r.workload(),
                    r.peakUsers() == null ? "no peak" : r.peakUsers() + " users",
                    peak == null ? "–" : String.format(Locale.ROOT, "%.1f", peak.throughput()),
                    peak == null ? "–" : peak.p50(), peak == null ? "–" : peak.p99(),
                    peak == null ? "–" : peak.count(), r.levels() == null ? "–" : r.levels(),
                    r.checks() == null ? "–" : r.checks().passed() ? "passed" : "FAILED", r.folder()));
        }
        md.append(status == 0 ? "\nEvery run of the suite is a result (zero failed requests"
                + (runs.stream().anyMatch(r -> r.checks() != null) ? ", run check passed" : "") + ").\n"
                : "\nThe suite stopped at a failure (exit status " + status + "): the rows without a peak are not a"
                        + " result; see their folders.\n");
        Files.writeString(suiteFolder.resolve("summary.md"), md.toString());
        return md.toString();
    }
}
