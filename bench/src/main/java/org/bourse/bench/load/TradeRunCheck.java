package org.bourse.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.results.RunCheckResult;
import org.bourse.bench.results.Verdict;
import org.bourse.bench.simulation.AcknowledgedOrders;
import org.bourse.bench.server.TradeChecks;

/**
 * The run check after a Trade run, failed requests or not ({@code POST /config/check} with the orders the
 * load tool was told of), and the run's two verdicts side by side: how many requests failed, and whether
 * the check passed, nothing lost (I6) named first. Printed, and added to the run's summary.md and
 * summary.json ({@code checks}, {@code verdict}).
 */
final class TradeRunCheck {

    private final PrintStream out;

    TradeRunCheck(PrintStream out) {
        this.out = out;
    }

    /** Runs the check and reports it; {@link ExitStatus#OK}, or {@link ExitStatus#CHECK_FAILED} when it failed or could not run. */
    int check(TradeChecks checks, Workload w, Path folder, long lastOrderBefore, RunTally tally)
            throws IOException {
        List<Long> acknowledged = AcknowledgedOrders.read(folder);
        out.println("bench/load: run check (POST /config/check: " + acknowledged.size() + " orders acknowledged to"
                + " the load tool" + (w.name().equals("scenario") ? ", and the ones /scenario acknowledged" : "")
                + (tally.clean() ? "" : "; up to " + tally.unacknowledgedAllowed() + " unacknowledged allowed for the"
                        + " failed or unfinished requests") + ") ...");
        TradeChecks.Result result;
        try {
            result = checks.check(w.name().equals("scenario"), lastOrderBefore, acknowledged,
                    tally.unacknowledgedAllowed());
        } catch (IOException e) {
            String why = "cannot run the run check: " + e.getMessage();
            out.println("bench/load: FAILED: " + why);
            LoadSummary.read(folder).withChecks(RunCheckResult.couldNotRun(tally.failed(), tally.unacknowledgedAllowed(), why)).write(folder);
            append(folder, "\nRun check FAILED: " + why + "\n");
            return ExitStatus.CHECK_FAILED;
        }
        // The summary gains the server's statistics and what was checked.
        LoadSummary.read(folder).withChecks(new RunCheckResult(true, tally.failed(), tally.unacknowledgedAllowed(),
                result.passed(), result.violations(), result.notJudged(), result.nothingLost(),
                result.nothingLost().line(), result.server())).write(folder);
        StringBuilder md = new StringBuilder(result.passed()
                ? "\nRun check passed: statistics verified, all invariants hold.\n"
                : "\nRun check FAILED:\n" + String.join("\n", result.violations().stream().map(v -> "- " + v).toList())
                        + "\n");
        md.append("\n").append(capitalised(result.nothingLost().line())).append(".\n");
        if (!result.notJudged().isEmpty()) {
            md.append("\nNot judged (requests failed, so the run is not the scenario's whole mix):\n")
                    .append(String.join("\n", result.notJudged().stream().map(v -> "- " + v).toList())).append("\n");
        }
        append(folder, md.toString());
        if (!result.notJudged().isEmpty()) {
            out.println("bench/load: not judged (requests failed, so the run is not the scenario's whole mix):");
            result.notJudged().forEach(v -> out.println("  " + v));
        }
        if (!result.passed()) {
            out.println("bench/load: FAILED: the run check found violations:");
            result.violations().forEach(v -> out.println("  " + v));
            out.println("bench/load: " + result.nothingLost().line());
            return ExitStatus.CHECK_FAILED;
        }
        out.println("bench/load: run check passed: " + result.nothingLost().line()
                + "; statistics verified, all invariants hold");
        return ExitStatus.OK;
    }

    /** Both verdicts of a checked Trade run in one line, in summary.md and in summary.json ("verdict"). */
    void conclude(Workload w, Path folder, RunTally tally, int check) throws IOException {
        String requests = tally.failed() > 0 ? tally.failed() + " of " + tally.requests() + " requests failed"
                : tally.clean() ? "no request failed" : "the run did not finish";
        if (tally.generatorFellBehind()) {
            requests += ", but the load generator fell behind its schedule";
        }
        boolean result = tally.clean() && !tally.generatorFellBehind() && check == ExitStatus.OK;
        String line = requests + "; run check " + (check == ExitStatus.OK ? "passed" : "FAILED") + ": "
                + (result ? "a result" : "not a result");
        out.println("bench/load: " + w.name() + ": " + line);
        LoadSummary.read(folder).withVerdict(new Verdict(tally.requests(), tally.failed(), check == ExitStatus.OK, result))
                .write(folder);
        append(folder, "\nVerdict: " + line + ".\n");
    }

    private static void append(Path folder, String markdown) throws IOException {
        Files.writeString(folder.resolve("summary.md"), markdown, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
