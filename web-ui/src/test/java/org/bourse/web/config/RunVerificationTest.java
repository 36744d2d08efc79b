package org.bourse.web.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.web.config.Verification.Outcome;
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
    void beforeAnyScenarioRequestThereIsNothingToVerify() {
        List<Verification> rows = RunVerification.verify(START, new ScenarioStatistics().snapshot(), 200, 100);
        assertThat(rows).extracting(Verification::code).contains("noRun");
        assertThat(RunVerification.passed(rows)).isTrue();
    }

    private static ScenarioStatistics.Snapshot run(long mix, long newClients, long deficit) {
        return new ScenarioStatistics.Snapshot(mix, 40 + newClients, newClients, new long[10], deficit, START);
    }
}
