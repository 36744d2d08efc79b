package org.bourse.web.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.web.config.Verification.Outcome;
import org.bourse.web.scenario.ScenarioAction;
import org.bourse.web.scenario.ScenarioStatistics;
import org.junit.jupiter.api.Test;

class RunVerificationTest {

    static final RunStatistics START = new RunStatistics(200, 0, 0, 0, 1000, 1000, 0, 0, 0, 0, 1000, 100);

    @Test
    void aRunMatchingTheMixPasses() {
        // 1000 requests dealt: 20 registrations, 40 logouts (+4 first logins), 40 buys, 40 sells
        RunStatistics end = new RunStatistics(200, 20, 44, 42, 1000, 1040, 40, 0, 0, 0, 1080, 100);
        List<Verification> rows = RunVerification.verify(end, run(1000, 4, 0), 200, 100);
        assertThat(RunVerification.passed(rows)).as(rows.toString()).isTrue();
        assertThat(rows).filteredOn(v -> v.code().equals("logins")).singleElement()
                .extracting(Verification::outcome).isEqualTo(Outcome.PASS);
    }

    @Test
    void lostOrdersOrOpenOrdersFail() {
        RunStatistics end = new RunStatistics(200, 20, 44, 42, 1000, 1030, 40, 0, 2, 0, 1072, 100);
        List<Verification> rows = RunVerification.verify(end, run(1000, 4, 0), 200, 100);
        assertThat(RunVerification.passed(rows)).isFalse();
        assertThat(rows).filteredOn(Verification::failed).extracting(Verification::code)
                .contains("buys", "open");
    }

    @Test
    void theOutstandingSellDeficitMovesTheExpectation() {
        RunStatistics end = new RunStatistics(200, 20, 44, 42, 1000, 1043, 37, 0, 0, 0, 1080, 100);
        assertThat(RunVerification.passed(RunVerification.verify(end, run(1000, 4, 3), 200, 100))).isTrue();
    }

    @Test
    void aShortRunPassesWithinTheCardsOfThePartlyDealtDeck() {
        // 310 dealt = 6 whole decks + 10 cards; those 10 held the registration and 2 buys and 2 sells
        // (13% more registrations than 2% of 310, which ±5% alone would fail)
        RunStatistics end = new RunStatistics(200, 7, 15, 12, 1000, 1013, 14, 0, 0, 0, 1027, 100);
        List<Verification> rows = RunVerification.verify(end, run(310, 3, 12, 12, 0), 200, 100);
        assertThat(rows).filteredOn(v -> List.of("newUsers", "logins", "buys", "sells", "orders").contains(v.code()))
                .extracting(Verification::outcome).containsOnly(Outcome.PASS);
    }

    @Test
    void aShortRunFailsBeyondTheDeck() {
        // 2 registrations more than one deck can hold, and 5 orders lost
        RunStatistics end = new RunStatistics(200, 8, 15, 12, 1000, 1010, 10, 0, 0, 0, 1020, 100);
        List<Verification> rows = RunVerification.verify(end, run(310, 3, 12, 12, 0), 200, 100);
        assertThat(rows).filteredOn(Verification::failed).extracting(Verification::code)
                .containsExactlyInAnyOrder("newUsers", "buys", "sells", "orders");
    }

    @Test
    void sessionsLoggedOutAtTheEndExplainMissingLogins() {
        // 16 logouts dealt to 4 clients; 12 sessions came back and logged in, 4 have not yet
        RunStatistics end = new RunStatistics(200, 8, 16, 16, 1000, 1016, 16, 0, 0, 0, 1032, 100);
        assertThat(outcome("logins", RunVerification.verify(end, run(400, 4, 12, 16, 0), 200, 100)))
                .isEqualTo(Outcome.PASS);
        // the same logins with every logged-out session back: 4 logins are missing
        assertThat(outcome("logins", RunVerification.verify(end, run(400, 4, 12, 12, 0), 200, 100)))
                .isEqualTo(Outcome.FAIL);
    }

    @Test
    void beforeAnyScenarioRequestThereIsNothingToVerify() {
        List<Verification> rows = RunVerification.verify(START, new ScenarioStatistics(0).snapshot(), 200, 100);
        assertThat(rows).extracting(Verification::code).contains("noRun");
        assertThat(RunVerification.passed(rows)).isTrue();
    }

    private static ScenarioStatistics.Snapshot run(long mix, long newClients, long deficit) {
        return new ScenarioStatistics.Snapshot(mix, 40 + newClients, newClients, new long[10], deficit, START);
    }

    private static ScenarioStatistics.Snapshot run(long mix, long newClients, long returningLogins,
            long logouts, long deficit) {
        long[] performed = new long[ScenarioAction.values().length];
        performed[ScenarioAction.LOGOUT.ordinal()] = logouts;
        return new ScenarioStatistics.Snapshot(mix, newClients + returningLogins, newClients, performed, deficit,
                START);
    }

    private static Outcome outcome(String code, List<Verification> rows) {
        return rows.stream().filter(v -> v.code().equals(code)).findFirst().orElseThrow().outcome();
    }
}
