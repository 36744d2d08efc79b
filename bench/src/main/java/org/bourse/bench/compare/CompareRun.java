package org.bourse.bench.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingRunner;
import org.bourse.bench.gatling.GatlingTimeline;
import org.bourse.bench.gatling.Measurement;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.machine.CpuGroup;
import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.machine.ProcStat;
import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.results.RunCheckResult;
import org.bourse.bench.simulation.AcknowledgedOrders;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.server.ServerSettings;
import org.bourse.bench.server.TradeChecks;

/**
 * One comparison once its targets are up: the warm-up of each, the interleaved rounds, the run check of
 * each after a Trade workload, and the medians and ratios, all written into the summary document.
 */
final class CompareRun {

    private final GatlingRunner gatling;
    private final PrintStream out;
    private final CompareOptions o;
    private final Workload w;
    private final Path folder;
    private final Map<String, CompareTarget> targets;
    private final Map<String, CpuGroup> groups = new LinkedHashMap<>();
    private final RunSettings base;
    private final CompareProfiling profiling;
    private final StringBuilder profileMarkdown = new StringBuilder();

    CompareRun(GatlingRunner gatling, PrintStream out, CompareOptions o, Path folder, Map<String, CompareTarget> targets) {
        this.gatling = gatling;
        this.out = out;
        this.o = o;
        this.w = o.workload();
        this.folder = folder;
        this.targets = new LinkedHashMap<>();
        this.targets.put("A", targets.get("A"));
        this.targets.put("B", targets.get("B"));
        this.targets.forEach((name, t) -> groups.put(name, t.cpu()));
        groups.put("load", ProcessTree.loadGenerator());
        // at A's URL until each run is pointed at its target
        this.base = o.load().run(w, this.targets.get("A").url(), o.requests().wstest(),
                Long.toString(System.currentTimeMillis(), 36), folder);
        this.profiling = CompareProfiling.of(o.profile(), this.targets, out);
    }

    /** The protocol of the load: one for both targets, or each target's. */
    private String protocols() {
        String a = RunSettings.protocol(targets.get("A").url(), targets.get("A").http2());
        String b = RunSettings.protocol(targets.get("B").url(), targets.get("B").http2());
        return a.equals(b) ? a : "A over " + a + ", B over " + b;
    }

    /** Each target's layer table in markdown, when the runs were profiled (after {@link #run}). */
    String profileMarkdown() {
        return profileMarkdown.toString();
    }

    /** What the comparison found so far: written into {@code summary.json} however the comparison ended. */
    CompareSummary summary(CompareSummary header, String finishedAt) {
        return new CompareSummary(header.kind(), header.name(), header.startedAt(), header.workload(),
                header.workloadDescription(), header.machine(), described, load, described == null ? null : o.rounds(),
                described == null ? null : o.order(), warmups, failure, runs, profile,
                results == null ? null : results.medians(), results == null ? null : results.ratio(), finishedAt);
    }

    private Map<String, CompareSummary.Target> described;
    private CompareSummary.Load load;
    private Map<String, CompareSummary.Warmup> warmups;
    private String failure;
    private List<CompareSummary.Run> runs;
    private Map<String, ProfileEntry> profile;
    private CompareMedians results;

    int run() throws IOException {
        described = new LinkedHashMap<>();
        targets.forEach((name, t) -> described.put(name, t.describe().withSettings(ServerSettings.read(t.url(), o.admin()))));
        load = new CompareSummary.Load("Gatling (bench/load's workloads), in the bench/compare JVM",
                GatlingRunner.describeLoad(base) + ", " + protocols(), base.users(),
                base.method().name().toLowerCase(Locale.ROOT), base.ramp().toSeconds(), base.duration().toSeconds(),
                base.count(), base.think().toMillis() / 1000.0, Machine.allowedCpus(ProcessHandle.current().pid()),
                o.maxForeign());

        Map<String, TradeChecks> checks = new LinkedHashMap<>();
        Map<String, Long> lastOrderBefore = new LinkedHashMap<>();
        if (w.trade() && o.admin().checks()) {
            for (Map.Entry<String, CompareTarget> t : targets.entrySet()) {
                TradeChecks c = new TradeChecks(t.getValue().url(), o.admin());
                if (o.admin().reset()) {
                    out.println("bench/compare: resetting Trade on " + t.getKey() + " ...");
                    c.reset();
                }
                checks.put(t.getKey(), c);
                lastOrderBefore.put(t.getKey(), c.highestOrderId());
            }
        }

        warmups = new LinkedHashMap<>();
        for (String name : targets.keySet()) {
            CompareSummary.Warmup warm = warmUp(name);
            warmups.put(name, warm);
            if (warm.failure() != null) {
                failure = "warm-up of " + name + ": " + warm.failure();
                out.println("bench/compare: FAILED: " + failure);
                return ExitStatus.FAILED_REQUESTS;
            }
        }

        runs = new ArrayList<>();
        List<String> order = o.order();
        for (int i = 0; i < order.size(); i++) {
            runs.add(measure(order.get(i), i / 2 + 1));
        }
        profile = profiling.finish(folder, profileMarkdown);

        int status = ExitStatus.OK;
        for (Map.Entry<String, TradeChecks> c : checks.entrySet()) {
            RunCheckResult result = check(c.getKey(), c.getValue(), lastOrderBefore.get(c.getKey()));
            described.put(c.getKey(), described.get(c.getKey()).withChecks(result));
            if (!result.passed()) {
                status = ExitStatus.CHECK_FAILED;
            }
        }
        results = CompareMedians.of(runs);
        if (status == ExitStatus.OK && results.ratio() == null) {
            out.println("bench/compare: no round had both runs usable (see the runs' 'excluded'): no ratio");
            return ExitStatus.NO_USABLE_ROUND;
        }
        return status;
    }

    /** Slices of load until throughput is steady or the bound is reached. */
    private CompareSummary.Warmup warmUp(String name) throws IOException {
        CompareTarget t = targets.get(name);
        List<Double> rates = new ArrayList<>();
        List<CompareSummary.Slice> slices = new ArrayList<>();
        String failed = null;
        long start = System.nanoTime();
        Steadiness steadiness = o.steadiness();
        Warmup rule = o.warmup();
        boolean steady = rule.maxSeconds() == 0;
        for (int n = 1; (!steady || (System.nanoTime() - start) / 1e9 < rule.minSeconds())
                && (System.nanoTime() - start) / 1e9 < rule.maxSeconds(); n++) {
            Path sliceFolder = folder.resolve(name).resolve("warmup").resolve(String.format(Locale.ROOT, "slice-%02d", n));
            RunSettings s = base.at(t.url(), t.http2()).lasting(n == 1 ? base.ramp() : Duration.ZERO,
                    Duration.ofSeconds(rule.sliceSeconds())).inFolder(sliceFolder.toAbsolutePath().toString());
            Measurement level = gatling.measure(w, s, sliceFolder, "warm-up " + name + " #" + n);
            GatlingSummary.Row g = level.summary().global();
            slices.add(new CompareSummary.Slice(n, g.throughput(), g.count(), g.ko()));
            if (g.ko() > 0) {
                failed = g.ko() + " failed requests: " + level.summary().errors();
                break;
            }
            // A slice without a completed request (a slow first start of the load generator) is not steady;
            // a server that never answers shows in the measured runs, which are then left out.
            rates.add(g.throughput());
            steady = steadiness.steady(rates);
        }
        if (!steady && failed == null) {
            out.println("bench/compare: warm-up of " + name + " not steady after " + rule.maxSeconds()
                    + " s (--warmup-max): measuring anyway; the report says so");
        }
        return new CompareSummary.Warmup(slices, failed, steady, Math.round((System.nanoTime() - start) / 1e9),
                rule.maxSeconds(), rule.minSeconds(), rule.sliceSeconds(), rule.rule());
    }

    private CompareSummary.Run measure(String name, int round) throws IOException {
        CompareTarget t = targets.get(name);
        Path runFolder = folder.resolve(name).resolve("round-" + round);
        RunSettings s = base.at(t.url(), t.http2()).inFolder(runFolder.toAbsolutePath().toString());
        Measurement level;
        CpuSampler.Window window;
        try (CpuSampler sampler = new CpuSampler(groups)) {
            level = profiling.around(name, runFolder, () -> gatling.measure(w, s, runFolder, "round " + round + " " + name));
            window = sampler.stop();
        }
        GatlingSummary.Row g = level.summary().global();
        // The open model's percentiles are those of its full histograms, of the rate held
        OpenModelFigures open = base.open() ? OpenModelFigures.read(runFolder) : null;
        long p50 = open == null ? g.p50() : open.all().p50();
        long p99 = open == null ? g.p99() : open.all().p99();
        Map<String, Long> ticks = window.cpuTicks();
        boolean cpuKnown = !groups.get(name).unknown();
        Double cpuPerRequest = cpuKnown && g.count() > 0
                ? Math.round(ticks.get(name) * (1e6 / ProcStat.TICKS_PER_SECOND) / g.count() * 10) / 10.0 : null;
        double seconds = window.seconds();
        String excluded = null;
        if (g.count() == 0) {
            excluded = "no request completed";
        } else if (g.ko() > 0) {
            excluded = g.ko() + " failed requests";
        } else if (base.count() > 0 && level.summary().answered(w.lastStep()) < base.count()) {
            excluded = level.summary().answered(w.lastStep()) + " of the " + base.count() + " iterations done within "
                    + base.duration().toSeconds() + " s (--duration)";
        } else if (base.open() && (open == null || !open.keptToSchedule())) {
            excluded = open == null ? "no arrival at the held rate"
                    : String.format(Locale.ROOT, "the load generator fell behind: %d arrivals more than %.0f ms late"
                            + " (the latest %.1f ms)", open.lateArrivals(), open.lateAfterMs(), open.maxLateMs());
        } else if (window.foreignCores() > o.maxForeign()) {
            excluded = String.format(Locale.ROOT, "foreign CPU %.2f cores > %.2f (--max-foreign)", window.foreignCores(),
                    o.maxForeign());
        }
        GatlingTimeline.Series series = GatlingTimeline.read(level.report());
        CompareSummary.Run r = new CompareSummary.Run(name, round, g.count(), g.ko(), g.throughput(), p50, p99,
                cpuPerRequest, cpuKnown ? window.peakRssKb().get(name) / 1024 : null, Math.round(seconds * 10) / 10.0,
                round3(ticks.get(name) / (double) ProcStat.TICKS_PER_SECOND / seconds),
                round3(ticks.get("load") / (double) ProcStat.TICKS_PER_SECOND / seconds),
                round3(window.foreignCores()), round3(window.stealCores()), excluded, level.summary().errors(),
                series.percentiles(), series.timeline(), window.timeline(),
                level.report() == null ? null : folder.relativize(level.report()).resolve("index.html").toString(), open);
        out.printf(Locale.ROOT, "bench/compare: round %d %s: %.1f req/s, p50 %d ms, p99 %d ms%s, %s µs CPU/req, foreign %.2f"
                + " cores%s%n", round, name, g.throughput(), p50, p99, open == null ? ""
                        : String.format(Locale.ROOT, ", p99.9 %d ms, %.2f of %.2f arrivals/s", open.all().p999(),
                                open.achievedRate(), open.askedRate()), cpuPerRequest,
                window.foreignCores(), excluded == null ? "" : " — EXCLUDED: " + excluded);
        return r;
    }

    private RunCheckResult check(String name, TradeChecks c, long since) throws IOException {
        try {
            TradeChecks.Result r = c.check(w.name().equals("scenario"), since,
                    AcknowledgedOrders.read(folder.resolve(name)));
            out.println("bench/compare: run check of " + name + (r.passed() ? ": passed" : ": FAILED " + r.violations()));
            return RunCheckResult.ofTarget(r.passed(), r.violations(), r.server());
        } catch (IOException e) {
            out.println("bench/compare: FAILED: cannot run the run check of " + name + ": " + e.getMessage());
            return RunCheckResult.ofTarget(false, List.of("cannot run the run check: " + e.getMessage()), null);
        }
    }

    private static double round3(double v) {
        return Double.isFinite(v) ? Math.round(v * 1000) / 1000.0 : 0;
    }
}
