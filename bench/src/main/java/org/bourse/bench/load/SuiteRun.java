package org.bourse.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.LoadSettings;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.profile.WrittenProfile;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.profile.Profiler;
import org.bourse.bench.profile.Stacks;
import org.bourse.bench.report.Report;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.suite.Suite;
import org.bourse.bench.suite.SuiteReport;
import org.bourse.bench.suite.Suites;

/**
 * {@code bench/load --suite NAME}: a published method whole. Each of its workloads is a peak search of the
 * launcher's own (run check included after Trade ones) in a sub-folder of one suite folder, which gets the
 * suite's summary, and with {@code --profile} the peak levels' profiles merged. Workloads named on the command
 * line restrict the suite to them; options given override the suite's load settings, not its method.
 */
final class SuiteRun {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final WorkloadRuns load;
    private final PrintStream out;

    SuiteRun(WorkloadRuns load, PrintStream out) {
        this.load = load;
        this.out = out;
    }

    int run(LoadOptions given) throws IOException {
        Suite suite = Suites.named(given.suite());
        List<Workload> workloads = chosen(suite, given.workloads());
        Path folder = given.folders().results().resolve("suite-" + suite.name() + "-"
                + ZonedDateTime.now(ZoneOffset.UTC).format(STAMP));
        // The method's settings; anything the command line gave stays as given.
        LoadOptions o = given.forSuite(suite, folder);
        // Before the suite's folder: nothing to load leaves nothing behind.
        load.checkAndAnnounce(workloads, o);
        Files.createDirectories(folder);
        String rule = suite.peakRule(o.peak().start(), o.peak().factor(), o.peak().gain(), o.peak().max());
        SuiteReport report = new SuiteReport(suite, suite.describe(rule, workloads.stream().map(Workload::name).toList()),
                describe(o));
        out.println("bench/load: suite " + suite.name() + ": " + suite.title() + "; " + workloads.size()
                + " workload(s), a peak search each");
        int status = ExitStatus.OK;
        List<Path> runs = new ArrayList<>();
        for (Workload w : workloads) {
            status = load.run(w, o);
            Path run = runFolder(folder, w);
            runs.add(run);
            report.add(w.name(), folder, run, status);
            if (status != ExitStatus.OK) {
                break;
            }
        }
        String md = report.write(folder, status, o.profile().on() ? mergedProfile(folder, runs) : null);
        out.print(md);
        // After the merged profile: the report embeds it.
        out.println("bench/load: report in " + Report.write(folder));
        out.println("bench/load: results in " + folder);
        return status;
    }

    private static List<Workload> chosen(Suite suite, List<String> named) {
        List<Workload> all = Workload.resolve(suite.workloads());
        if (named.isEmpty()) {
            return all;
        }
        List<Workload> some = Workload.resolve(named);
        for (Workload w : some) {
            if (!all.contains(w)) {
                throw new IllegalArgumentException(w.name() + " is not part of the suite " + suite.name() + " ("
                        + String.join(" ", all.stream().map(Workload::name).toList()) + ")");
            }
        }
        return some;
    }

    private static String describe(LoadOptions o) {
        LoadSettings l = o.load();
        return "Gatling (bench/load), ramp " + (l.ramp() >= 0 ? l.ramp() + " s" : "5 s (20 s from 500 users)") + ", "
                + (l.count() > 0 ? l.count() + " iterations per level (at most " + l.duration() + " s)"
                        : l.duration() + " s per level after the ramp")
                + (l.method() == Methodology.THINK ? ", think time " + l.think() + " s" : "")
                + ", " + RunSettings.protocol(o.url(), l.http2());
    }

    /** The one sub-folder the launcher made for this workload's peak search. */
    private static Path runFolder(Path folder, Workload w) throws IOException {
        try (Stream<Path> dirs = Files.list(folder)) {
            return dirs.filter(d -> d.getFileName().toString().startsWith(w.name() + "-peak-")).findFirst()
                    .orElse(null);
        }
    }

    /** The peak levels' samples together: where the suite's server time went, each run weighted by its CPU. */
    private static ProfileEntry mergedProfile(Path folder, List<Path> runs) throws IOException {
        Stacks all = null;
        String engine = null;
        for (Path run : runs) {
            Path dir = run == null ? null : run.resolve(WrittenProfile.FOLDER);
            if (dir != null && Files.exists(dir.resolve("stacks.collapsed"))) {
                Stacks s = Profiler.samples(dir);
                all = all == null ? s : all.plus(s);
                ProfileEntry peak = LoadSummary.read(run).profile();
                engine = peak == null ? null : peak.engine();
            }
        }
        if (all == null) {
            return null;
        }
        WrittenProfile merged = Profiler.write(all, (engine == null ? "" : engine + "; ") + "the peak levels of "
                + runs.size() + " run(s) together", folder.resolve(WrittenProfile.FOLDER));
        return merged.summary(folder);
    }
}
