package org.bourse.web.scenario;

import java.util.function.Supplier;

import org.bourse.dal.trade.RunStatistics;

/** Whose scenario requests a run's statistics count: this node's ({@link NodeScope}) or the group's ({@link ClusterScope}). */
interface RunScope {

    void captureBaseline(Supplier<RunStatistics> statistics);

    ScenarioStatistics.Snapshot snapshot();

    void reset();

    AcknowledgedOrders.Tracked acknowledgedSince(long sinceOrderId);
}
