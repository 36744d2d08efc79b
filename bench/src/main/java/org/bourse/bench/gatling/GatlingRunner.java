package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.bourse.bench.simulation.RunSettings;

import io.gatling.app.Gatling$;

/**
 * Runs one simulation in this JVM through Gatling's own entry point minus its {@code System.exit}, and
 * finds the report it wrote.
 */
public final class GatlingRunner {

    private final ProgressLine progress;

    GatlingRunner(ProgressLine progress) {
        this.progress = progress;
    }

    /**
     * One Gatling run, summarised.
     *
     * @param folder where this run's files go: Gatling's report in a sub-folder, {@code console.log}
     * @param label  what the progress line calls it
     */
    public Measurement measure(Workload workload, RunSettings settings, Path folder, String label) throws IOException {
        RunOutcome outcome = run(workload, settings, folder, label);
        String described = describe(settings);
        GatlingSummary summary = outcome.report() == null
                ? GatlingSummary.nothingCompleted(workload.name(), described, outcome.errors())
                : GatlingSummary.read(outcome.report(), workload.name(), described, outcome.errors());
        return new Measurement(settings.users(), summary, outcome.report(), outcome.status(), folder);
    }

    private RunOutcome run(Workload workload, RunSettings settings, Path folder, String label) throws IOException {
        Files.createDirectories(folder);
        settings.writeTo(System.getProperties());
        progress.begin(label, settings.total().toSeconds(), folder.resolve("console.log"));
        int status;
        List<String> errors;
        try {
            status = Gatling$.MODULE$.fromArgs(new String[] {"-s", workload.simulation().getName(),
                    "-rf", folder.toAbsolutePath().toString(), "-rd", workload.name() + " " + describe(settings),
                    "-l", "bourse-bench"});
        } catch (AssertionError | UnsupportedOperationException e) {
            // Gatling's report generation gives up on a run without a single completed request: that is the
            // run's result (the launcher says so), not a crash.
            if (!noRequestCompleted(e)) {
                throw e;
            }
            status = NO_REPORT;
        } finally {
            errors = progress.end();
        }
        return new RunOutcome(status, status == NO_REPORT ? null : report(folder), errors);
    }

    private static boolean noRequestCompleted(Throwable e) {
        String message = String.valueOf(e.getMessage());
        return message.contains("Run didn't last") || message.contains("no requests sent");
    }

    /** The status of a run that completed no request, so Gatling wrote no report. */
    static final int NO_REPORT = -1;

    /** The run's load and the protocol it spoke, as the summary's and the report's settings say them. */
    public static String describe(RunSettings s) {
        return describeLoad(s) + ", " + s.protocol();
    }

    /** The load alone: the model, method and users or the rate, ramp, how long or how many. */
    public static String describeLoad(RunSettings s) {
        if (s.open()) {
            return String.format(Locale.ROOT, "open model, %s arrivals/s, ramp %d s, %d s",
                    new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.ROOT))
                            .format(s.rate()), s.ramp().toSeconds(), s.duration().toSeconds());
        }
        String method = s.method().name().toLowerCase(Locale.ROOT) + ", " + s.users() + " users (closed"
                + " model), ramp " + s.ramp().toSeconds() + " s, ";
        return method + (s.count() > 0 ? s.count() + " iterations (at most " + s.total().toSeconds() + " s)"
                : s.duration().toSeconds() + " s");
    }

    private static Path report(Path folder) throws IOException {
        try (Stream<Path> dirs = Files.list(folder)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("index.html")))
                    .max(java.util.Comparator.comparing(d -> d.toFile().lastModified()))
                    .orElseThrow(() -> new IOException("Gatling wrote no report under " + folder
                            + " (see console.log there)"));
        }
    }

    /**
     * @param status Gatling's exit status (0: run done and assertions held; {@link #NO_REPORT}: no request
     *               completed, and Gatling wrote no report)
     * @param report the HTML report's folder, null without one
     * @param errors the error lines of Gatling's last console block
     */
    private record RunOutcome(int status, Path report, List<String> errors) {
    }
}
