package org.bourse.bench.load;

import java.util.List;

import org.bourse.bench.server.NothingLost;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The run check after a Trade run ({@code POST /config/check}), as {@code summary.json}'s {@code checks}: what
 * the load tool allowed for, whether it passed and why not; when it ran, also what was not judged, "nothing
 * lost" (I6) in the tool's words, and the server's own answer.
 *
 * @param ran                   always true: a Trade run that was not checked has no {@code checks}
 * @param failedRequests        requests of the run that failed
 * @param unacknowledgedAllowed orders of the run that may exist unacknowledged (failed or cut requests)
 * @param passed                whether it passed
 * @param violations            what failed, in words (why it could not run, when it could not)
 * @param notJudged             rows of the verification not judged (null when the check could not run)
 * @param nothingLost           I6 in the load tool's words (null when the check could not run)
 * @param nothingLostSummary    the same in one line (null when the check could not run)
 * @param server                the server's answer (null when the check could not run)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record RunCheckResult(boolean ran, long failedRequests, long unacknowledgedAllowed, boolean passed,
        List<String> violations, List<String> notJudged, NothingLost nothingLost, String nothingLostSummary,
        JsonNode server) {

    /** A check that could not run. */
    static RunCheckResult couldNotRun(RunTally tally, String why) {
        return new RunCheckResult(true, tally.failed(), tally.unacknowledgedAllowed(), false, List.of(why), null, null,
                null, null);
    }
}
