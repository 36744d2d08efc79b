package org.bourse.dal.population;

import java.time.Instant;

/**
 * The {@code trade_population} row: what the last population wrote. Rows with ids above the
 * last seeded ones were created afterwards (by a benchmark run).
 *
 * @param plan the sizes and seed populated
 * @param lastSeededAccountId highest account id written by the population (= users)
 * @param lastSeededHoldingId highest holding id written (= number of seeded holdings)
 * @param lastSeededOrderId highest order id written (= number of seeded buy orders, one per holding)
 * @param populatedAt the population instant: every seeded creation, purchase and order date
 */
public record PopulationRecord(PopulationPlan plan, long lastSeededAccountId, long lastSeededHoldingId,
        long lastSeededOrderId, Instant populatedAt) {
}
