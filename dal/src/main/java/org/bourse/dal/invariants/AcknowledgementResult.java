package org.bourse.dal.invariants;

/**
 * The outcome of the "nothing lost" check (I6), which needs the client's own record of what it was told.
 *
 * @param invariant        whether every order the client was told succeeded is stored, once, and processed
 * @param unreportedOrders orders created after the population that the client did not report: information,
 *                         not a violation, since requests in flight at a crash may have been stored without
 *                         their reply reaching the client
 */
public record AcknowledgementResult(InvariantResult invariant, long unreportedOrders) {
}
