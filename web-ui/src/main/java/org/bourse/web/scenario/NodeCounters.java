package org.bourse.web.scenario;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Supplier;

import org.bourse.dal.scenario.NodeCounts;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException;
import org.bourse.trade.scenario.ClusterStatistics;

/**
 * What this node's scenario requests did: since the last reset (node scope), or since the last flush to
 * the shared tables (cluster scope, {@link #drain()}). Lock-free on the request path.
 */
final class NodeCounters {

    static {
        // the shared table's per-action columns follow this enum's order
        List<String> names = java.util.Arrays.stream(ScenarioAction.values())
                .map(a -> a.name().toLowerCase(java.util.Locale.ROOT)).toList();
        if (!names.equals(ClusterStatistics.PERFORMED)) {
            throw new IllegalStateException("ScenarioAction " + names + " and scenario_node's columns "
                    + ClusterStatistics.PERFORMED + " differ");
        }
    }

    private final AtomicLong mixRequests = new AtomicLong();
    private final AtomicLong logins = new AtomicLong();
    private final AtomicLong newClients = new AtomicLong();
    private final AtomicLongArray performed = new AtomicLongArray(ScenarioAction.values().length);
    private final AcknowledgedOrders acknowledgedOrders;
    private volatile RunStatistics baseline;
    private volatile boolean baselineUnavailable;
    private volatile ScenarioMix mix;

    NodeCounters(int maxTrackedOrders) {
        this.acknowledgedOrders = new AcknowledgedOrders(maxTrackedOrders);
    }

    void attach(ScenarioMix mix) {
        this.mix = mix;
    }

    /** The run statistics when this run started, asked once per run ({@code statistics} may be remote). */
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

    RunStatistics baseline() {
        return baseline;
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

    void acknowledged(long orderId) {
        acknowledgedOrders.add(orderId);
    }

    AcknowledgedOrders acknowledgedOrders() {
        return acknowledgedOrders;
    }

    /** Counters to zero, the acknowledged orders forgotten, the baseline taken again, the mix's decks anew. */
    synchronized void reset() {
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

    /** A run started by another node: the baseline taken again (the group's), the mix's decks anew. */
    synchronized void startNewRun() {
        baseline = null;
        baselineUnavailable = false;
        ScenarioMix m = mix;
        if (m != null) {
            m.reset();
        }
    }

    ScenarioStatistics.Snapshot snapshot() {
        long[] done = new long[performed.length()];
        for (int i = 0; i < done.length; i++) {
            done[i] = performed.get(i);
        }
        return new ScenarioStatistics.Snapshot(mixRequests.get(), logins.get(), newClients.get(), done,
                sellDeficit(), baseline);
    }

    /** What was counted since the last drain (the counters restart from zero) and the sell deficit now. */
    Drained drain() {
        long[] done = new long[performed.length()];
        for (int i = 0; i < done.length; i++) {
            done[i] = performed.getAndSet(i, 0);
        }
        AcknowledgedOrders.Tracked ids = acknowledgedOrders.drain();
        return new Drained(new NodeCounts(mixRequests.getAndSet(0), logins.getAndSet(0), newClients.getAndSet(0), done,
                sellDeficit(), ids.untracked()), ids.orderIds());
    }

    /** Puts back what a failed flush took. */
    void undrain(Drained d) {
        NodeCounts c = d.counts();
        mixRequests.addAndGet(c.mixRequests());
        logins.addAndGet(c.logins());
        newClients.addAndGet(c.newClients());
        long[] done = c.performed();
        for (int i = 0; i < done.length; i++) {
            performed.addAndGet(i, done[i]);
        }
        acknowledgedOrders.restore(d.orderIds(), c.untracked());
    }

    private long sellDeficit() {
        ScenarioMix m = mix;
        return m == null ? 0 : m.sellDeficit();
    }

    /** A drain: the counts to add, and the acknowledged order ids to record. */
    record Drained(NodeCounts counts, List<Long> orderIds) {
    }
}
