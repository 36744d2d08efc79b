package org.bourse.web.scenario;

import java.util.function.Supplier;

import org.bourse.dal.trade.RunStatistics;

/**
 * What the scenario driver did since the last reset (or start), for the run verification on
 * {@code /config}: requests dealt from the mix, logins of sessions without a user (and how many of those
 * were clients seen for the first time), actions performed, and the run statistics at the run's start
 * (taken at the first scenario request after a reset); and the ids of the orders it confirmed, for the
 * run check's I6. Of this node alone ({@code bourse.web.scenario-statistics=node}) or of every node on the
 * shared database ({@code cluster}, {@link ClusterScope}).
 */
public final class ScenarioStatistics {

    private final NodeCounters local;
    private final RunScope scope;

    /** Counts of this node alone. @param maxTrackedOrders most acknowledged order ids kept ({@code bourse.web.scenario-max-tracked-orders}) */
    public ScenarioStatistics(int maxTrackedOrders) {
        this.local = new NodeCounters(maxTrackedOrders);
        this.scope = new NodeScope(local);
    }

    /** Counts of the scope given, which reads (and may add to) {@code local}. */
    ScenarioStatistics(NodeCounters local, RunScope scope) {
        this.local = local;
        this.scope = scope;
    }

    void attach(ScenarioMix mix) {
        local.attach(mix);
    }

    /** The run statistics when this run started, taken once by the first scenario request. */
    void captureBaseline(Supplier<RunStatistics> statistics) {
        scope.captureBaseline(statistics);
    }

    void dealt() {
        local.dealt();
    }

    void login(boolean newClient) {
        local.login(newClient);
    }

    void performed(ScenarioAction action) {
        local.performed(action);
    }

    /** A buy or sell whose confirmation page is going to the client. */
    public void acknowledged(long orderId) {
        local.acknowledged(orderId);
    }

    /** The orders confirmed to the scenario's clients since the last reset, above {@code sinceOrderId} (0: all). */
    public AcknowledgedOrders.Tracked acknowledgedSince(long sinceOrderId) {
        return scope.acknowledgedSince(sinceOrderId);
    }

    /**
     * Starts a new run: counters to zero, the acknowledged orders forgotten, the baseline taken again at
     * the next scenario request (on every node, in cluster scope).
     */
    public void reset() {
        scope.reset();
    }

    public Snapshot snapshot() {
        return scope.snapshot();
    }

    /**
     * @param mixRequests requests whose action was dealt from the mix
     * @param logins      logins of sessions that had no user
     * @param newClients  of those, requests that came without a session cookie
     * @param performed   actions performed, by {@link ScenarioAction#ordinal()}
     * @param sellDeficit sells that became buys and are not yet made up for
     * @param baseline    run statistics at the run's start, null before the first scenario request
     * @param nodes       nodes whose counts these are: each deals its own decks from the mix
     */
    public record Snapshot(long mixRequests, long logins, long newClients, long[] performed, long sellDeficit,
            RunStatistics baseline, int nodes) {

        /** One node's counts. */
        public Snapshot(long mixRequests, long logins, long newClients, long[] performed, long sellDeficit,
                RunStatistics baseline) {
            this(mixRequests, logins, newClients, performed, sellDeficit, baseline, 1);
        }

        public long performed(ScenarioAction action) {
            return performed[action.ordinal()];
        }

        /**
         * Sessions the driver logged out whose next request (which logs the next user in) has not come
         * yet: at most one per client.
         */
        public long loggedOut() {
            return Math.max(0, performed(ScenarioAction.LOGOUT) - (logins - newClients));
        }

        /** All scenario requests but {@code action=n}: the count DayTrader's verification starts from. */
        public long requests() {
            return mixRequests + logins;
        }
    }
}
