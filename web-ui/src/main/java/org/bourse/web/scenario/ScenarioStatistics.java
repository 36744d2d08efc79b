package org.bourse.web.scenario;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Supplier;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException;

/**
 * What the scenario driver did since the last reset (or start), for the run verification on
 * {@code /config}: requests dealt from the mix, logins of sessions without a user (and how many of those
 * were clients seen for the first time), actions performed, and the run statistics at the run's start
 * (taken at the first scenario request after a reset); and the ids of the orders it confirmed, for the
 * run check's I6.
 */
public final class ScenarioStatistics {

    private final AtomicLong mixRequests = new AtomicLong();
    private final AtomicLong logins = new AtomicLong();
    private final AtomicLong newClients = new AtomicLong();
    private final AtomicLongArray performed = new AtomicLongArray(ScenarioAction.values().length);
    private volatile RunStatistics baseline;
    private volatile boolean baselineUnavailable;
    private volatile ScenarioMix mix;
    private final AcknowledgedOrders acknowledgedOrders;

    /** @param maxTrackedOrders most acknowledged order ids kept ({@code bourse.web.scenario-max-tracked-orders}) */
    public ScenarioStatistics(int maxTrackedOrders) {
        this.acknowledgedOrders = new AcknowledgedOrders(maxTrackedOrders);
    }

    void attach(ScenarioMix mix) {
        this.mix = mix;
    }

    /** The run statistics when this run started, taken once by the first scenario request. */
    void captureBaseline(Supplier<RunStatistics> statistics) {
        if (baseline == null && !baselineUnavailable) {
            synchronized (this) {
                if (baseline == null && !baselineUnavailable) {
                    try {
                        baseline = statistics.get();
                    } catch (TradeException.Unsupported e) {
                        // web-services access mode: the Trade 6.1 contract has no run statistics, so this
                        // node cannot verify the run; the scenario itself must still run. Asked once per run.
                        baselineUnavailable = true;
                    }
                }
            }
        }
    }

    void dealt() {
        mixRequests.incrementAndGet();
    }

    void login(boolean newClient) {
        logins.incrementAndGet();
        if (newClient) {
            newClients.incrementAndGet();
        }
    }

    void performed(ScenarioAction action) {
        performed.incrementAndGet(action.ordinal());
    }

    /** A buy or sell whose confirmation page is going to the client. */
    public void acknowledged(long orderId) {
        acknowledgedOrders.add(orderId);
    }

    /** The orders confirmed to the scenario's clients since the last reset. */
    public AcknowledgedOrders acknowledgedOrders() {
        return acknowledgedOrders;
    }

    /**
     * Starts a new run: counters to zero, the acknowledged orders forgotten, the baseline taken again at
     * the next scenario request.
     */
    public synchronized void reset() {
        mixRequests.set(0);
        logins.set(0);
        newClients.set(0);
        for (int i = 0; i < performed.length(); i++) {
            performed.set(i, 0);
        }
        baseline = null;
        baselineUnavailable = false;
        acknowledgedOrders.clear();
        ScenarioMix m = mix;
        if (m != null) {
            m.reset();
        }
    }

    public Snapshot snapshot() {
        long[] done = new long[performed.length()];
        for (int i = 0; i < done.length; i++) {
            done[i] = performed.get(i);
        }
        ScenarioMix m = mix;
        return new Snapshot(mixRequests.get(), logins.get(), newClients.get(), done,
                m == null ? 0 : m.sellDeficit(), baseline);
    }

    /**
     * @param mixRequests requests whose action was dealt from the mix
     * @param logins      logins of sessions that had no user
     * @param newClients  of those, requests that came without a session cookie
     * @param performed   actions performed, by {@link ScenarioAction#ordinal()}
     * @param sellDeficit sells that became buys and are not yet made up for
     * @param baseline    run statistics at the run's start, null before the first scenario request
     */
    public record Snapshot(long mixRequests, long logins, long newClients, long[] performed, long sellDeficit,
            RunStatistics baseline) {

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
