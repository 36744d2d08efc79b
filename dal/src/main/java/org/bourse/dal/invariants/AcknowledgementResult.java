package org.bourse.dal.invariants;

import java.util.List;

/**
 * The outcome of the "nothing lost" check (I6), which needs the clients' own record of what they were told.
 *
 * @param invariant        whether every acknowledged order is stored, once, and processed, and no more orders
 *                         of the window than allowed in flight were stored without being acknowledged
 * @param unreportedOrders orders of the window that no client acknowledged (within the allowance they are
 *                         information, not a violation: a request in flight at a crash may have been stored
 *                         without its reply reaching the client)
 * @param unreportedIds    the first {@value InvariantCheck#MAX_EXAMPLES} of them, lowest first
 */
public record AcknowledgementResult(InvariantResult invariant, long unreportedOrders, List<Long> unreportedIds) {

    public AcknowledgementResult {
        unreportedIds = List.copyOf(unreportedIds);
    }
}
