package org.bourse.web.scenario;

import java.util.function.Supplier;

import org.bourse.dal.trade.RunStatistics;

/** This node's scenario requests alone, counted in its memory (a single node, or nodes verified one by one). */
final class NodeScope implements RunScope {

    private final NodeCounters local;

    NodeScope(NodeCounters local) {
        this.local = local;
    }

    @Override
    public void captureBaseline(Supplier<RunStatistics> statistics) {
        local.captureBaseline(statistics);
    }

    @Override
    public ScenarioStatistics.Snapshot snapshot() {
        return local.snapshot();
    }

    @Override
    public void reset() {
        local.reset();
    }

    @Override
    public AcknowledgedOrders.Tracked acknowledgedSince(long sinceOrderId) {
        return local.acknowledgedOrders().since(sinceOrderId);
    }
}
