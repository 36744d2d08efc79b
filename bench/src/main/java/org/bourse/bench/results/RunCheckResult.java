package org.bourse.bench.results;

import java.util.List;

import org.bourse.bench.server.CheckAnswer;
import org.bourse.bench.server.NothingLost;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The run check after a Trade run ({@code POST /config/check}), as a summary's {@code checks}: what the load tool
 * allowed for, whether it passed and why not; when it ran, also what was not judged, "nothing lost" (I6) in the
 * tool's words, and the server's own answer. A comparison's target keeps {@code ran}, {@code passed},
 * {@code violations} and {@code server}; a suite's row only {@code ran} and {@code passed}.
 *
 * @param ran                   always true: a Trade run that was not checked has no {@code checks}
 * @param failedRequests        requests of the run that failed (bench/load)
 * @param unacknowledgedAllowed orders of the run that may exist unacknowledged (bench/load)
 * @param passed                whether it passed
 * @param violations            what failed, in words (why it could not run, when it could not)
 * @param notJudged             rows of the verification not judged (null when the check could not run)
 * @param nothingLost           I6 in the load tool's words (null when the check could not run)
 * @param nothingLostSummary    the same in one line (null when the check could not run)
 * @param server                the server's answer (null when the check could not run)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunCheckResult(boolean ran, Long failedRequests, Long unacknowledgedAllowed, boolean passed,
        List<String> violations, List<String> notJudged, NothingLost nothingLost, String nothingLostSummary,
        CheckAnswer server) {

    /** A check that could not run. */
    public static RunCheckResult couldNotRun(long failed, long unacknowledgedAllowed, String why) {
        return new RunCheckResult(true, failed, unacknowledgedAllowed, false, List.of(why), null, null, null, null);
    }

    /** A comparison's target's check: no allowance for failed requests (a run with any is left out). */
    public static RunCheckResult ofTarget(boolean passed, List<String> violations, CheckAnswer server) {
        return new RunCheckResult(true, null, null, passed, violations, null, null, null, server);
    }

    /** As a suite's row keeps it: whether it ran and passed (the details are in the workload's folder). */
    public RunCheckResult outcome() {
        return new RunCheckResult(ran, null, null, passed, null, null, null, null, null);
    }

    /** Requests that failed, 0 when not recorded. */
    public long failed() {
        return failedRequests == null ? 0 : failedRequests;
    }
}
