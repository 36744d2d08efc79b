package org.bourse.dal.scenario;

import org.bourse.dal.trade.RunStatistics;

/**
 * The current run over all nodes.
 *
 * @param run      the run's number (raised by each reset)
 * @param baseline the run statistics at the run's start, null until a node's first scenario request took it
 * @param counts   the nodes' counts summed (sell deficits and untracked orders summed too)
 * @param nodes    nodes that flushed in this run: each dealt its own decks from the mix
 */
public record ClusterTotals(long run, RunStatistics baseline, NodeCounts counts, int nodes) {
}
