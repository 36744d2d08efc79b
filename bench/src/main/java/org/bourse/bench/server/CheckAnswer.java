package org.bourse.bench.server;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The server's answer to {@code /config/check} (web-ui's {@code RunCheckController.RunCheck}), kept as it came in
 * a summary's run check.
 *
 * @param statistics         the run statistics by name
 * @param scenarioRequests   {@code /scenario} requests since the last reset
 * @param verification       DayTrader's ±5% verification, row by row
 * @param verificationPassed no row failed
 * @param invariants         the invariant check
 * @param highestOrderId     the largest order id now (null when the check did not run)
 * @param acknowledgement    I6's count of orders nobody acknowledged (null without I6)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record CheckAnswer(Map<String, Long> statistics, long scenarioRequests, List<Verification> verification,
        boolean verificationPassed, Invariants invariants, Long highestOrderId, Acknowledgement acknowledgement) {

    /** The invariants' results (none when the server gave none). */
    public List<Invariant> invariantResults() {
        return invariants == null || invariants.results() == null ? List.of() : invariants.results();
    }

    /** The verification's rows (none when the server gave none). */
    public List<Verification> verificationRows() {
        return verification == null ? List.of() : verification;
    }

    /** One row of DayTrader's verification: {@code outcome} is PASS, FAIL or NA. */
    public record Verification(String code, String expected, String actual, String outcome, String deviation) {
    }

    /**
     * @param checked whether the check ran
     * @param allHold every invariant holds
     * @param error   why it did not run
     * @param results one per invariant
     */
    public record Invariants(boolean checked, boolean allHold, String error, List<Invariant> results) {
    }

    /** One invariant (I1–I8) and, when it does not hold, the first examples. */
    public record Invariant(String id, String description, boolean holds, long violations, List<String> examples) {
    }

    /**
     * @param unacknowledgedOrders orders of I6's window nobody acknowledged
     * @param unacknowledgedIds    the first of them
     */
    public record Acknowledgement(long unacknowledgedOrders, List<Long> unacknowledgedIds) {
    }
}
