package org.bourse.dal.trade;

import java.time.Instant;
import java.util.Optional;

/**
 * The orders still open among those from an order id on: how many, when the oldest of them was placed and
 * the lowest open id (empty when none is open), and the highest order id there is. What an operator looks
 * at to tell a backlog from a quiet system; the two ids say where the next reading may start.
 */
public record OpenOrderTotals(long count, Optional<Instant> oldestOpenDate, Optional<Long> lowestOpenId,
        long highestOrderId) {
}
