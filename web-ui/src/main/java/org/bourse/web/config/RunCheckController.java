package org.bourse.web.config;

import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.scenario.ScenarioStatistics;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /config/check} (admin role): the run statistics, DayTrader's verification and the invariant
 * check of {@code /config} and {@code /config/invariants} as one JSON document, for load tools that must
 * refuse to report a run that broke the data (bench/load). Reads only. A node in the web-services access
 * mode has no run statistics to read and answers 501 with the reason.
 */
@RestController
class RunCheckController {

    private final TradeServices trade;
    private final ScenarioStatistics scenario;
    private final PopulationSettings population;
    private final LocalInvariants invariants;

    RunCheckController(TradeServices trade, ScenarioStatistics scenario, PopulationSettings population,
            ObjectProvider<DataSource> dataSource, ObjectProvider<Vendor> vendor) {
        this.trade = trade;
        this.scenario = scenario;
        this.population = population;
        this.invariants = new LocalInvariants(dataSource, vendor);
    }

    @GetMapping(path = "/config/check", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<?> check() {
        ScenarioStatistics.Snapshot run = scenario.snapshot();
        RunStatistics now;
        try {
            now = trade.runStatistics();
        } catch (TradeException.Unsupported e) {
            // web-services access mode: this node cannot check the run; say where to ask
            return ResponseEntity.status(HttpStatus.NOT_IMPLEMENTED).body(new Refusal(e.getMessage()));
        }
        List<Verification> rows = RunVerification.verify(now, run, population.users(), population.quotes());
        Invariants invariants = invariants();
        return ResponseEntity.ok(new RunCheck(now, run.requests(), rows, RunVerification.passed(rows), invariants));
    }

    private Invariants invariants() {
        LocalInvariants.Outcome outcome = invariants.check();
        if (!outcome.localDatabase()) {
            // web-services access mode: the database is the services node's, check it there.
            return new Invariants(false, false, "no local database", List.of());
        }
        return new Invariants(outcome.ran(), outcome.allHold(), outcome.error(), outcome.results());
    }

    /**
     * @param statistics         the run statistics now
     * @param scenarioRequests   {@code /scenario} requests since the last reset (the verification's run)
     * @param verification       DayTrader's ±5% verification of the scenario run, row by row
     * @param verificationPassed no row failed
     * @param invariants         the invariant check
     */
    record RunCheck(RunStatistics statistics, long scenarioRequests, List<Verification> verification,
            boolean verificationPassed, Invariants invariants) {
    }

    /** Why this node cannot check the run. */
    record Refusal(String error) {
    }

    /**
     * @param checked whether the check ran (false: no local database, or it failed: see {@code error})
     * @param allHold every invariant holds (false when not checked)
     */
    record Invariants(boolean checked, boolean allHold, String error, List<InvariantResult> results) {
    }
}
