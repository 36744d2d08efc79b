package org.bourse.web.config;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.bourse.dal.invariants.AcknowledgementResult;
import org.bourse.dal.invariants.Acknowledgements;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.orders.PendingOrders;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.trade.invariants.DatabaseInvariants;
import org.bourse.web.WebSettings;
import org.bourse.web.scenario.AcknowledgedOrders;
import org.bourse.web.scenario.ScenarioStatistics;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /config/check} (admin role): the run statistics, DayTrader's verification and the invariant check
 * of {@code /config} and {@code /config/invariants} as one JSON document, for load tools that must refuse to
 * report a run that broke the data (bench/load). {@code GET} checks I6 (nothing lost) over the orders
 * {@code /scenario} confirmed since the last reset, if any; {@code POST} with the client's acknowledged
 * order ids checks it over the orders after a given id (docs/web.md). Both read only, after waiting (at
 * most {@code bourse.web.run-check-order-wait}) for open orders to be processed. A node in the web-services
 * access mode has no run statistics to read and answers 501 with the reason.
 */
@RestController
class RunCheckController {

    private final TradeServices trade;
    private final ScenarioStatistics scenario;
    private final PopulationSettings population;
    private final DatabaseInvariants invariants;
    private final ObjectProvider<PendingOrders> pendingOrders;
    private final WebSettings settings;

    RunCheckController(TradeServices trade, ScenarioStatistics scenario, PopulationSettings population,
            DatabaseInvariants invariants, ObjectProvider<PendingOrders> pendingOrders, WebSettings settings) {
        this.trade = trade;
        this.scenario = scenario;
        this.population = population;
        this.invariants = invariants;
        this.pendingOrders = pendingOrders;
        this.settings = settings;
    }

    @GetMapping(path = "/config/check", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<?> check() {
        return check(null);
    }

    @PostMapping(path = "/config/check", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<?> checkAcknowledged(@RequestBody(required = false) CheckRequest request) {
        CheckRequest asked = request == null ? new CheckRequest(null, null, null) : request;
        String invalid = asked.invalid();
        if (invalid != null) {
            return ResponseEntity.badRequest().body(new Refusal(invalid));
        }
        return check(asked);
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<Refusal> unreadable() {
        return ResponseEntity.badRequest().body(new Refusal(CheckRequest.SHAPE));
    }

    private ResponseEntity<?> check(CheckRequest request) {
        awaitPendingOrders();
        ScenarioStatistics.Snapshot run = scenario.snapshot();
        RunStatistics now;
        try {
            now = trade.runStatistics();
        } catch (TradeException.Unsupported e) {
            // web-services access mode: this node cannot check the run; say where to ask
            return ResponseEntity.status(HttpStatus.NOT_IMPLEMENTED).body(new Refusal(e.getMessage()));
        }
        List<Verification> rows = RunVerification.verify(now, run, population.users(), population.quotes());
        DatabaseInvariants.Outcome outcome = checkInvariants(request);
        return ResponseEntity.ok(new RunCheck(now, run.requests(), rows, RunVerification.passed(rows),
                invariants(outcome), outcome.highestOrderId(), acknowledgement(outcome)));
    }

    /** Async order processing: a check right after a run must not race the order workers. */
    private void awaitPendingOrders() {
        PendingOrders pending = pendingOrders.getIfAvailable();
        if (pending == null) {
            return;
        }
        try {
            pending.awaitNoneOpen(settings.runCheckOrderWait());
        } catch (InterruptedException e) {
            // check now: I5 reports what is still open
            Thread.currentThread().interrupt();
        }
    }

    /**
     * POST: the client's ids plus those of the scenario's above {@code sinceOrderId} that the client did not
     * report. GET: the scenario's ids since its last reset, if it confirmed any; orders nobody acknowledged
     * are then counted, not judged (a GET cannot say who else traded).
     */
    private DatabaseInvariants.Outcome checkInvariants(CheckRequest request) {
        if (request == null) {
            AcknowledgedOrders.Tracked scenarioOrders = scenario.acknowledgedSince(0);
            return scenarioOrders.isEmpty() ? invariants.check() : invariants.checkAcknowledged(scenarioOrders.orderIds());
        }
        AcknowledgedOrders.Tracked scenarioOrders = scenario.acknowledgedSince(request.since());
        List<Long> ids = new ArrayList<>(request.orderIds().size() + scenarioOrders.orderIds().size());
        ids.addAll(request.orderIds());
        // A confirmation the scenario's client reports too is one reply, not two: counted once.
        Set<Long> reported = new HashSet<>(request.orderIds());
        for (Long id : scenarioOrders.orderIds()) {
            if (!reported.contains(id)) {
                ids.add(id);
            }
        }
        // Orders the scenario confirmed beyond the ids it keeps are allowed like the ones in flight.
        long allowed = request.inFlightAllowed() + scenarioOrders.untracked();
        return invariants.checkAcknowledged(new Acknowledgements(request.since(), ids, allowed));
    }

    private static Invariants invariants(DatabaseInvariants.Outcome outcome) {
        if (!outcome.localDatabase()) {
            // web-services access mode: the database is the services node's, check it there.
            return new Invariants(false, false, "no local database", List.of());
        }
        return new Invariants(outcome.ran(), outcome.allHold(), outcome.error(), outcome.results());
    }

    private static Acknowledgement acknowledgement(DatabaseInvariants.Outcome outcome) {
        AcknowledgementResult result = outcome.acknowledgement();
        return result == null ? null : new Acknowledgement(result.unreportedOrders(), result.unreportedIds());
    }

    /**
     * The body of {@code POST /config/check}; every field may be left out.
     *
     * @param sinceOrderId         the highest order id before the run ({@code highestOrderId} of a check taken
     *                             then); I6 judges the orders above it. Default 0
     * @param acknowledgedOrderIds the ids of the orders the client was told succeeded, one per reply
     * @param inFlight             how many orders above {@code sinceOrderId} may exist that nobody acknowledged
     *                             (requests in flight when the client stopped, e.g. at a crash). Default 0
     */
    record CheckRequest(Long sinceOrderId, List<Long> acknowledgedOrderIds, Long inFlight) {

        static final String SHAPE = "The body must be JSON: {\"sinceOrderId\": 0, \"acknowledgedOrderIds\": [],"
                + " \"inFlight\": 0} (ids and counts as non-negative integers; every field optional)";

        long since() {
            return sinceOrderId == null ? 0 : sinceOrderId;
        }

        List<Long> orderIds() {
            return acknowledgedOrderIds == null ? List.of() : acknowledgedOrderIds;
        }

        long inFlightAllowed() {
            return inFlight == null ? 0 : inFlight;
        }

        /** What is wrong with the request, null when nothing. */
        String invalid() {
            if (since() < 0 || inFlightAllowed() < 0) {
                return "sinceOrderId and inFlight must not be negative. " + SHAPE;
            }
            for (Long id : orderIds()) {
                if (id == null) {
                    return "acknowledgedOrderIds must not hold null. " + SHAPE;
                }
            }
            return null;
        }
    }

    /**
     * @param statistics         the run statistics now
     * @param scenarioRequests   {@code /scenario} requests since the last reset (the verification's run)
     * @param verification       DayTrader's ±5% verification of the scenario run, row by row
     * @param verificationPassed no row failed
     * @param invariants         the invariant check (with I6 when asked for, or when the scenario confirmed orders)
     * @param highestOrderId     the largest order id in the database now (0 if none): the next run's
     *                           {@code sinceOrderId}; null when the check did not run
     * @param acknowledgement    I6's count of orders nobody acknowledged, null without I6
     */
    record RunCheck(RunStatistics statistics, long scenarioRequests, List<Verification> verification,
            boolean verificationPassed, Invariants invariants, Long highestOrderId, Acknowledgement acknowledgement) {
    }

    /** Why this node cannot check the run, or what is wrong with the request. */
    record Refusal(String error) {
    }

    /**
     * @param checked whether the check ran (false: no local database, or it failed: see {@code error})
     * @param allHold every invariant holds (false when not checked)
     */
    record Invariants(boolean checked, boolean allHold, String error, List<InvariantResult> results) {
    }

    /**
     * @param unacknowledgedOrders orders of I6's window that nobody acknowledged (allowed up to the in-flight
     *                             count; beyond it, I6 fails)
     * @param unacknowledgedIds    the first of them, lowest first
     */
    record Acknowledgement(long unacknowledgedOrders, List<Long> unacknowledgedIds) {
    }
}
