package org.bourse.dal.invariants;

import java.util.List;
import java.util.Objects;

/**
 * What clients were told about the orders of a window, for I6 (nothing lost): the orders with an id
 * above {@code sinceOrderId} are the window's.
 *
 * @param sinceOrderId the highest order id before the window (the run) started; 0 for every order
 * @param orderIds     the order ids in the successful replies the clients received, one per reply (an id
 *                     given twice is a violation: two successes were given one order)
 * @param inFlight     how many orders of the window may exist that nobody acknowledged: requests in flight
 *                     when the clients stopped (at a crash) may have been stored without their reply arriving.
 *                     0 for a clean run
 */
public record Acknowledgements(long sinceOrderId, List<Long> orderIds, long inFlight) {

    /** No limit on the unacknowledged orders: they are counted as information only. */
    public static final long ANY_IN_FLIGHT = Long.MAX_VALUE;

    public Acknowledgements {
        if (sinceOrderId < 0) {
            throw new IllegalArgumentException("sinceOrderId must not be negative, was " + sinceOrderId);
        }
        if (inFlight < 0) {
            throw new IllegalArgumentException("inFlight must not be negative, was " + inFlight);
        }
        for (Long id : Objects.requireNonNull(orderIds, "orderIds")) {
            Objects.requireNonNull(id, "an acknowledged order id is null");
        }
        orderIds = List.copyOf(orderIds);
    }
}
