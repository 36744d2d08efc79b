package org.bourse.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingRunner;
import org.bourse.bench.gatling.Launcher;
import org.bourse.bench.gatling.Measurement;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.report.Report;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.server.ServerProbe;
import org.bourse.bench.server.ServerUrl;
import org.bourse.bench.server.TradeChecks;
import org.bourse.bench.suite.Suites;

/**
 * {@code bench/load}: one named workload against a running server, or a search for its peak. After every
 * Trade run that got as far as Gatling, failed requests or not, the server's run check says whether anything
 * was lost (I6 over the orders the load tool was told of) and whether I1–I8 hold, and both verdicts are
 * printed and written to the summary: a run is a result only if both are clean ({@link ExitStatus}). Its
 * options are {@link LoadCommandLine}'s.
 */
public final class Load implements WorkloadRuns {

    private static final int OK = ExitStatus.OK;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final PrintStream out;
    private final GatlingRunner gatling;
    private ServerProfiling profiling = ServerProfiling.OFF;

    Load(PrintStream out, GatlingRunner gatling) {
        this.out = out;
        this.gatling = gatling;
    }

    public static void main(String[] args) {
        Launcher.launch("bench/load", args, (out, gatling, a) -> new Load(out, gatling).run(a));
    }

    int run(String... args) throws IOException {
        LoadOptions o = LoadOptions.parse(args).orElse(null);
        if (o == null) {
            out.print(LoadOptions.help());
            return OK;
        }
        if (o.list()) {
            Workload.all().forEach(w -> out.printf(Locale.ROOT, "%-17s %s%n", w.name(), w.description()));
            out.println("\nSuites (--suite NAME):");
            Suites.all().forEach(s -> out.printf(Locale.ROOT, "%-19s %s%n", s.name(), s.title()));
            return OK;
        }
        if (o.profile().on()) {
            o = ServerProfiling.namingServer(o);
            profiling = ServerProfiling.of(o, out);
        }
        if (o.suite() != null) {
            if (o.load().open() || o.rateSearch().on()) {
                throw new IllegalArgumentException((o.load().open() ? "--rate" : "--find-rate") + " and --suite cannot"
                        + " go together: a suite searches each workload's peak with users that loop (the closed model)");
            }
            return new SuiteRun(this, out).run(o);
        }
        List<Workload> workloads = Workload.resolve(o.workloads());
        checkAndAnnounce(workloads, o);
        for (Workload w : workloads) {
            int status = run(w, o);
            if (status != OK) {
                return status;
            }
        }
        return OK;
    }

    @Override
    public void checkAndAnnounce(List<Workload> workloads, LoadOptions o) throws IOException {
        checkOpenModel(o);
        checkHttp2(o, workloads);
        refuseWithoutAdmin(workloads, o);
        announce(workloads, o);
    }

    /**
     * The open model's arrivals come at the rate asked, or the rate search's: no count, users, think method or peak
     * search beside it.
     */
    private static void checkOpenModel(LoadOptions o) {
        o.load().checkOpenModel();
        if (o.rateSearch().on()) {
            if (o.load().open()) {
                throw new IllegalArgumentException("--find-rate and --rate cannot go together: the search sets the"
                        + " rate of each run itself, from --rate-start");
            }
            o.load().refuseClosedModelOptions("--find-rate");
        }
        String open = o.load().open() ? "--rate" : o.rateSearch().on() ? "--find-rate" : null;
        if (open != null && o.peak().on()) {
            throw new IllegalArgumentException(open + " and --find-peak cannot go together: --find-peak raises the"
                    + " users of the closed model step by step; " + open + " is the open model's");
        }
    }

    /** HTTP/2 only over TLS, and never with a connection per request. */
    private static void checkHttp2(LoadOptions o, List<Workload> workloads) {
        if (o.load().http2()) {
            ServerUrl.checkHttp2("--http2", "--url", o.url());
            o.load().checkHttp2Connections("--http2", workloads);
        }
    }

    /** Trade workloads are checked after the run, and the check (like a reset) needs the admin's password. */
    private void refuseWithoutAdmin(List<Workload> workloads, LoadOptions o) {
        boolean trade = workloads.stream().anyMatch(Workload::trade);
        if (trade && o.admin().checks() && !o.admin().hasPassword()) {
            throw new IllegalArgumentException("cannot run the run check after a Trade workload without the admin"
                    + " password: set BOURSE_ADMIN_PASSWORD or --admin-password, or run from the checkout whose ./bourse stored it in"
                    + " data/admin-password (or give --no-checks, and the run is not verified)");
        }
        if (o.admin().reset() && !o.admin().hasPassword()) {
            throw new IllegalArgumentException("--reset needs the admin password (BOURSE_ADMIN_PASSWORD or --admin-password)");
        }
    }

    /**
     * Says what is about to be loaded, or refuses (IllegalArgumentException) when nothing is there to load.
     * Probed without --url (who is on the default port?) and before Trade runs (a Bourse server by
     * definition); a WSTest run at a given URL may be any SOAP server and is loaded as given.
     */
    private void announce(List<Workload> workloads, LoadOptions o) throws IOException {
        if (!o.urlGiven() || workloads.stream().anyMatch(Workload::trade)) {
            out.println(new ServerProbe().describe(o.url(), o.urlGiven(), o.admin()));
        }
        if (o.admin().passwordFrom() != null) {
            out.println("bench/load: admin password from " + o.admin().passwordFrom());
        }
    }

    @Override
    public int run(Workload w, LoadOptions o) throws IOException {
        TradeChecks checks = w.trade() ? new TradeChecks(o.url(), o.admin()) : null;
        if (w.trade() && !o.admin().checks()) {
            out.println("bench/load: --no-checks: the run statistics and invariants are NOT checked after " + w.name());
        }
        if (w.name().equals("http")) {
            o.requests().http().writeTo(System.getProperties());
        }
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
        Path folder = o.folders().results().resolve(w.name() + (o.peak().on() ? "-peak-"
                : o.rateSearch().on() ? "-rate-" : "-") + stamp);
        Files.createDirectories(folder);
        if (o.admin().reset() && w.trade()) {
            out.println("bench/load: resetting Trade (POST /config/reset) ...");
            checks.reset();
        }
        // Orders after this one are the run's: the check holds them against the ones its users were told of.
        long lastOrderBefore = w.trade() && o.admin().checks() ? checks.highestOrderId() : 0;
        RunSettings settings = o.settings(w, Long.toString(System.currentTimeMillis(), 36), folder);
        RunTally tally = new RunTally();
        int status = o.peak().on() ? new PeakSearch(this, o.peak(), tally).search(w, settings, folder)
                : o.rateSearch().on() ? new RateSearch(this, o.rateSearch(), tally).search(w, settings, folder)
                : single(w, settings, folder, o, tally);
        profiling.finish(folder);
        if (w.trade() && o.admin().checks()) {
            // Failed requests or not: a run with failures must still say whether anything was lost.
            TradeRunCheck verdicts = new TradeRunCheck(out);
            int check = verdicts.check(checks, w, folder, lastOrderBefore, tally);
            verdicts.conclude(w, folder, tally, check);
            status = check == OK ? status : check;
        }
        if (!o.peak().on() && !o.rateSearch().on() && Files.exists(folder.resolve(LoadSummary.FILE))) {
            out.println("bench/load: report in " + Report.write(folder));
        }
        out.println("bench/load: results in " + folder);
        return status;
    }

    private int single(Workload w, RunSettings settings, Path folder, LoadOptions options, RunTally tally)
            throws IOException {
        out.println("bench/load: " + w.name() + " against " + settings.url() + ": " + GatlingRunner.describe(settings));
        java.time.Instant started = java.time.Instant.now();
        Measurement level;
        CpuSampler.Window window;
        Map<String, ProcessTree> groups = new LinkedHashMap<>();
        groups.put("load", ProcessTree.loadGenerator());
        if (!options.serverPids().isEmpty()) {
            groups.put("server", new ProcessTree(options.serverPids()));
        }
        try (CpuSampler sampler = new CpuSampler(groups)) {
            level = measure(w, settings, folder, w.name());
            window = sampler.stop();
        }
        OrderLatencies.Stats latency = OrderLatencies.read(folder);
        OpenModelFigures open = OpenModelFigures.read(folder);
        RunDisclosure.of(w, settings, level, window, options, started, latency, open).write(folder);
        String latencyLine = latency == null ? "" : "\n" + latency.line() + ".\n";
        String openModel = open == null ? "" : "\n" + open.markdown();
        Files.writeString(folder.resolve("summary.md"), header(level.summary()) + level.summary().markdown()
                + openModel + latencyLine
                + (level.report() == null ? "\nNo request completed: Gatling wrote no report.\n"
                        : "\nGatling's report: `" + folder.relativize(level.report()) + "/index.html`\n"));
        out.print(level.summary().markdown() + openModel + latencyLine);
        int status = verdict(w, settings, level, tally);
        if (open != null && !open.keptToSchedule()) {
            tally.fellBehind();
        }
        if (status == OK && open != null && !open.keptToSchedule()) {
            out.println("bench/load: FAILED: " + open.lateArrivals() + " of " + open.arrivals() + " arrivals started"
                    + " more than " + Math.round(open.lateAfterMs()) + " ms after their time (the latest "
                    + open.maxLateMs() + " ms), " + open.achievedRate() + " of " + open.askedRate() + " arrivals/s came:"
                    + " the load generator fell behind the asked rate, so this run is not a result (give it a core of"
                    + " its own, or ask a lower rate).");
            return ExitStatus.FAILED_REQUESTS;
        }
        return status;
    }

    /** One Gatling run, summarised, with the server profiled when asked. */
    Measurement measure(Workload w, RunSettings settings, Path folder, String label) throws IOException {
        return profiling.around(folder, () -> gatling.measure(w, settings, folder, label));
    }

    /**
     * Whether a run is a result: every request answered as expected, and all of the iterations asked for
     * done. The tally keeps what the run check must allow for.
     */
    int verdict(Workload w, RunSettings settings, Measurement level, RunTally tally) {
        GatlingSummary summary = level.summary();
        long done = summary.answered(w.lastStep());
        boolean cut = summary.global().count() == 0 || settings.count() > 0 && done < settings.count()
                || level.gatlingStatus() != 0 && summary.failed() == 0;
        tally.add(summary, cut, settings.users());
        if (summary.failed() > 0) {
            out.println("bench/load: FAILED: " + summary.failed() + " of " + summary.global().count()
                    + " requests failed; this run is not a result.");
            summary.errors().forEach(e -> out.println("  " + e));
            return ExitStatus.FAILED_REQUESTS;
        }
        if (summary.global().count() == 0) {
            out.println("bench/load: FAILED: no request completed within " + settings.total().toSeconds() + " s: "
                    + settings.url() + " answered none (is the server up, and is it the one meant? see console.log"
                    + " in the results); this run is not a result.");
            return ExitStatus.FAILED_REQUESTS;
        }
        if (settings.count() > 0 && done < settings.count()) {
            out.println("bench/load: FAILED: " + done + " of the " + settings.count() + " iterations asked for (--count)"
                    + " were done within " + settings.total().toSeconds() + " s (--duration); this run is not a result.");
            return ExitStatus.FAILED_REQUESTS;
        }
        if (level.gatlingStatus() != 0) {
            out.println("bench/load: FAILED: Gatling ended with status " + level.gatlingStatus() + " (see console.log)");
            return ExitStatus.FAILED_REQUESTS;
        }
        return OK;
    }

    void print(String text) {
        out.print(text);
    }

    static String header(GatlingSummary s) {
        return "# " + s.workload() + "\n\n" + s.settings() + "; machine: " + Runtime.getRuntime().availableProcessors()
                + " CPUs, load tool JDK " + System.getProperty("java.version") + ".\n\n";
    }

}
