package org.bourse.bench;

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

import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.report.Report;
import org.bourse.bench.suite.Suites;

/**
 * {@code bench/load}: one named workload against a running server, or a search for its peak. After every
 * Trade run that got as far as Gatling, failed requests or not, the server's run check says whether anything
 * was lost (I6 over the orders the load tool was told of) and whether I1–I8 hold, and both verdicts are
 * printed and written to the summary: a run is a result only if both are clean. Exit status: 0 a result
 * (no request failed, and after a Trade workload the run check passed); 1 requests failed, the count was
 * not reached or Gatling failed (the numbers are not a result) and the run check, if any, passed;
 * 2 bad command line; 3 the run check after a Trade workload found a violation or could not run, whether
 * requests failed or not.
 */
public final class Load {

    static final int OK = 0;
    static final int FAILED_REQUESTS = 1;
    static final int USAGE = 2;
    static final int CHECK_FAILED = 3;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final PrintStream out;
    private final GatlingRunner gatling;
    private ServerProfiling profiling = ServerProfiling.OFF;

    Load(PrintStream out, GatlingRunner gatling) {
        this.out = out;
        this.gatling = gatling;
    }

    public static void main(String[] args) {
        launch("bench/load", args, (out, gatling, a) -> new Load(out, gatling).run(a));
    }

    /** A command of the kit that runs Gatling in this JVM: {@code bench/load}, {@code bench/compare}. */
    interface Command {
        int run(PrintStream out, GatlingRunner gatling, String[] args) throws IOException;
    }

    /** Runs a command with Gatling's output turned into a progress line, and exits with its status. */
    static void launch(String name, String[] args, Command command) {
        PrintStream terminal = System.out;
        // Before anything of Gatling's loads: its console writer keeps the System.out it first sees.
        ProgressLine progress = new ProgressLine(terminal, System.console() != null);
        System.setOut(new PrintStream(progress, true));
        int status;
        try {
            status = command.run(terminal, new GatlingRunner(progress), args);
        } catch (IllegalArgumentException e) {
            terminal.println(name + ": " + e.getMessage());
            status = USAGE;
        } catch (IOException | RuntimeException e) {
            terminal.println(name + ": " + e);
            status = FAILED_REQUESTS;
        }
        terminal.flush();
        // Gatling leaves non-daemon threads behind.
        System.exit(status);
    }

    int run(String... args) throws IOException {
        LoadOptions o = LoadOptions.parse(args);
        if (o.help) {
            out.print(LoadOptions.help());
            return OK;
        }
        if (o.list) {
            Workload.all().forEach(w -> out.printf(Locale.ROOT, "%-17s %s%n", w.name(), w.description()));
            out.println("\nSuites (--suite NAME):");
            Suites.all().forEach(s -> out.printf(Locale.ROOT, "%-19s %s%n", s.name(), s.title()));
            return OK;
        }
        profiling = ServerProfiling.of(o, out);
        if (o.suite != null) {
            return new SuiteCommand(this, out).run(o);
        }
        List<Workload> workloads = Workload.resolve(o.workloads);
        if (o.http2) {
            LoadOptions.checkHttp2Url("--http2", "--url", o.url);
            o.checkHttp2Connections("--http2", workloads);
        }
        refuseWithoutAdmin(workloads, o);
        announce(workloads, o);
        for (Workload w : workloads) {
            int status = run(w, o);
            if (status != OK) {
                return status;
            }
        }
        return OK;
    }

    /** Trade workloads are checked after the run, and the check (like a reset) needs the admin's password. */
    void refuseWithoutAdmin(List<Workload> workloads, LoadOptions o) {
        boolean trade = workloads.stream().anyMatch(Workload::trade);
        if (trade && o.checks && (o.adminPassword == null || o.adminPassword.isEmpty())) {
            throw new IllegalArgumentException("cannot run the run check after a Trade workload without the admin"
                    + " password: set BOURSE_ADMIN_PASSWORD or --admin-password, or run from the checkout whose ./bourse stored it in"
                    + " data/admin-password (or give --no-checks, and the run is not verified)");
        }
        if (o.reset && (o.adminPassword == null || o.adminPassword.isEmpty())) {
            throw new IllegalArgumentException("--reset needs the admin password (BOURSE_ADMIN_PASSWORD or --admin-password)");
        }
    }

    /**
     * Says what is about to be loaded, or refuses (IllegalArgumentException) when nothing is there to load.
     * Probed without --url (who is on the default port?) and before Trade runs (a Bourse server by
     * definition); a WSTest run at a given URL may be any SOAP server and is loaded as given.
     */
    void announce(List<Workload> workloads, LoadOptions o) throws IOException {
        if (!o.urlGiven || workloads.stream().anyMatch(Workload::trade)) {
            out.println(new ServerProbe().describe(o));
        }
        if (o.adminPasswordFrom != null) {
            out.println("bench/load: admin password from " + o.adminPasswordFrom);
        }
    }

    int run(Workload w, LoadOptions o) throws IOException {
        TradeChecks checks = w.trade() ? new TradeChecks(o.url, o.adminUser, o.adminPassword) : null;
        if (w.trade() && !o.checks) {
            out.println("bench/load: --no-checks: the run statistics and invariants are NOT checked after " + w.name());
        }
        if (w.name().equals("http")) {
            o.httpRequest().writeTo(System.getProperties());
        }
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
        Path folder = o.results().resolve(w.name() + (o.findPeak ? "-peak-" : "-") + stamp);
        Files.createDirectories(folder);
        if (o.reset && w.trade()) {
            out.println("bench/load: resetting Trade (POST /config/reset) ...");
            checks.reset();
        }
        // Orders after this one are the run's: the check holds them against the ones its users were told of.
        long lastOrderBefore = w.trade() && o.checks ? checks.highestOrderId() : 0;
        RunSettings settings = o.settings(w, Long.toString(System.currentTimeMillis(), 36), folder);
        RunTally tally = new RunTally();
        int status = o.findPeak ? new PeakSearch(this, o, tally).search(w, settings, folder)
                : single(w, settings, folder, o, tally);
        profiling.finish(folder);
        if (w.trade() && o.checks) {
            // Failed requests or not: a run with failures must still say whether anything was lost.
            TradeRunCheck verdicts = new TradeRunCheck(out);
            int check = verdicts.check(checks, w, folder, lastOrderBefore, tally);
            verdicts.conclude(w, folder, tally, check);
            status = check == OK ? status : check;
        }
        if (!o.findPeak && Files.exists(folder.resolve("summary.json"))) {
            out.println("bench/load: report in " + Report.write(folder));
        }
        out.println("bench/load: results in " + folder);
        return status;
    }

    private int single(Workload w, RunSettings settings, Path folder, LoadOptions options, RunTally tally)
            throws IOException {
        out.println("bench/load: " + w.name() + " against " + settings.url() + ": " + GatlingRunner.describe(settings));
        java.time.Instant started = java.time.Instant.now();
        Level level;
        CpuSampler.Window window;
        Map<String, ProcessTree> groups = new LinkedHashMap<>();
        groups.put("load", Compare.loadGenerator());
        if (!options.serverPids.isEmpty()) {
            groups.put("server", new ProcessTree(options.serverPids));
        }
        try (CpuSampler sampler = new CpuSampler(groups)) {
            level = measure(w, settings, folder, w.name());
            window = sampler.stop();
        }
        level.summary().writeJson(folder.resolve("summary.json"), null);
        RunDisclosure.add(folder.resolve("summary.json"), w, settings, level, window, options, started);
        OrderLatencies.Stats latency = OrderLatencies.read(folder);
        if (latency != null) {
            Summary.amend(folder.resolve("summary.json"), "orderLatency", latency);
        }
        String latencyLine = latency == null ? "" : "\n" + latency.line() + ".\n";
        Files.writeString(folder.resolve("summary.md"), header(level.summary()) + level.summary().markdown()
                + latencyLine
                + (level.report() == null ? "\nNo request completed: Gatling wrote no report.\n"
                        : "\nGatling's report: `" + folder.relativize(level.report()) + "/index.html`\n"));
        out.print(level.summary().markdown() + latencyLine);
        return verdict(w, settings, level, tally);
    }

    /** One Gatling run, summarised. */
    Level measure(Workload w, RunSettings settings, Path folder, String label) throws IOException {
        GatlingRunner.RunOutcome outcome = profiling.around(folder, () -> gatling.run(w, settings, folder, label));
        String described = GatlingRunner.describe(settings);
        Summary summary = outcome.report() == null ? Summary.nothingCompleted(w.name(), described, outcome.errors())
                : Summary.read(outcome.report(), w.name(), described, outcome.errors());
        return new Level(settings.users(), summary, outcome.report(), outcome.status(), folder);
    }

    /**
     * Whether a run is a result: every request answered as expected, and all of the iterations asked for
     * done. The tally keeps what the run check must allow for.
     */
    int verdict(Workload w, RunSettings settings, Level level, RunTally tally) {
        Summary summary = level.summary();
        long done = summary.answered(w.lastStep());
        boolean cut = summary.global().count() == 0 || settings.count() > 0 && done < settings.count()
                || level.gatlingStatus() != 0 && summary.failed() == 0;
        tally.add(summary, cut, settings.users());
        if (summary.failed() > 0) {
            out.println("bench/load: FAILED: " + summary.failed() + " of " + summary.global().count()
                    + " requests failed; this run is not a result.");
            summary.errors().forEach(e -> out.println("  " + e));
            return FAILED_REQUESTS;
        }
        if (summary.global().count() == 0) {
            out.println("bench/load: FAILED: no request completed within " + settings.total().toSeconds() + " s: "
                    + settings.url() + " answered none (is the server up, and is it the one meant? see console.log"
                    + " in the results); this run is not a result.");
            return FAILED_REQUESTS;
        }
        if (settings.count() > 0 && done < settings.count()) {
            out.println("bench/load: FAILED: " + done + " of the " + settings.count() + " iterations asked for (--count)"
                    + " were done within " + settings.total().toSeconds() + " s (--duration); this run is not a result.");
            return FAILED_REQUESTS;
        }
        if (level.gatlingStatus() != 0) {
            out.println("bench/load: FAILED: Gatling ended with status " + level.gatlingStatus() + " (see console.log)");
            return FAILED_REQUESTS;
        }
        return OK;
    }

    void print(String text) {
        out.print(text);
    }

    static String header(Summary s) {
        return "# " + s.workload() + "\n\n" + s.settings() + "; machine: " + Runtime.getRuntime().availableProcessors()
                + " CPUs, load tool JDK " + System.getProperty("java.version") + ".\n\n";
    }

    /**
     * @param users         the level's users (connections)
     * @param report        Gatling's report folder, null when no request completed
     * @param gatlingStatus Gatling's exit status
     * @param folder        the run's folder
     */
    record Level(int users, Summary summary, Path report, int gatlingStatus, Path folder) {
    }

}
