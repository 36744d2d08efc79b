package org.bourse.trade.scenario;

import java.util.List;
import java.util.Map;

import org.bourse.dal.scenario.ClusterRuns;
import org.bourse.dal.scenario.ClusterTotals;
import org.bourse.dal.scenario.NodeCounts;
import org.bourse.dal.trade.RunStatistics;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The {@code /scenario} run statistics of every node on the shared database, for the web tier's cluster
 * scope: it counts in memory and asks here to add, sum and reset, as it asks
 * {@link org.bourse.trade.invariants.DatabaseInvariants} for the invariant check, and never handles the
 * data access's tables ({@link ClusterRuns}) itself. Each call takes one pooled connection of its own. A
 * scenario request writes nothing here (the web tier flushes its counts from a thread of its own); only the
 * first one of a run reads the baseline.
 */
public final class ClusterStatistics {

    /** The per-action counts, in the order of {@link NodeCounts#performed()}: the web tier's action names. */
    public static final List<String> PERFORMED = ClusterRuns.PERFORMED;

    private final ObjectProvider<ClusterRuns> store;

    ClusterStatistics(ObjectProvider<ClusterRuns> store) {
        this.store = store;
    }

    /** Whether this node has the shared tables at all (a data source of its own). */
    public boolean available() {
        return store.getIfAvailable() != null;
    }

    /** The current run's number. */
    public long currentRun() {
        return runs().currentRun();
    }

    /**
     * Adds {@code delta} (and the acknowledged order ids) to {@code node}'s row of run {@code run}, if that is
     * still the current run; otherwise writes nothing.
     *
     * @return the current run
     */
    public long flush(long run, String node, NodeCounts delta, List<Long> acknowledged) {
        return runs().flush(run, node, delta, acknowledged);
    }

    /** How many times each node flushed in run {@code run}. */
    public Map<String, Long> flushes(long run) {
        return runs().flushes(run);
    }

    /** The current run over all nodes. */
    public ClusterTotals totals() {
        return runs().totals();
    }

    /** Records {@code statistics} as run {@code run}'s baseline unless a node took one already. */
    public void offerBaseline(long run, RunStatistics statistics) {
        runs().offerBaseline(run, statistics);
    }

    /** The ids above {@code sinceOrderId} acknowledged in run {@code run}, by any node. */
    public List<Long> acknowledged(long run, long sinceOrderId) {
        return runs().acknowledged(run, sinceOrderId);
    }

    /** Ends the current run for every node. @return the new run's number */
    public long reset() {
        return runs().reset();
    }

    private ClusterRuns runs() {
        return store.getObject();
    }
}
