package org.bourse.dal.scenario;

import java.util.Arrays;

/**
 * Counts of scenario requests: added by a node since its last flush, or summed over the nodes of a run.
 *
 * @param mixRequests requests whose action was dealt from the mix
 * @param logins      logins of sessions that had no user
 * @param newClients  of those, requests without a session cookie
 * @param performed   actions performed, in the order of {@link ClusterRuns#PERFORMED}
 * @param sellDeficit sells that became buys and are not yet made up for (a node's value, not a delta)
 * @param untracked   acknowledged orders whose ids were not kept
 */
public record NodeCounts(long mixRequests, long logins, long newClients, long[] performed, long sellDeficit,
        long untracked) {

    public NodeCounts {
        if (performed.length != ClusterRuns.PERFORMED.size()) {
            throw new IllegalArgumentException("performed has " + performed.length + " counts, the table "
                    + ClusterRuns.PERFORMED.size());
        }
        performed = performed.clone();
    }

    @Override
    public long[] performed() {
        return performed.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NodeCounts c && mixRequests == c.mixRequests && logins == c.logins
                && newClients == c.newClients && Arrays.equals(performed, c.performed) && sellDeficit == c.sellDeficit
                && untracked == c.untracked;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(performed) + Long.hashCode(mixRequests + 7 * logins + 13 * newClients);
    }
}
