package org.bourse.dal.trade;

import java.time.Instant;
import java.util.Collection;
import java.util.List;

/**
 * The broker order mode's outbox (table {@code order_outbox}): the orders whose message the broker has
 * not confirmed yet. A row is added in the transaction that writes the open order, so the order and
 * its pending message commit or vanish together.
 */
public interface OrderOutbox {

    /** Records that the order's message is still to be published (inside the order's transaction). */
    void add(long orderId, Instant at);

    /**
     * The oldest rows added before {@code before}, at most {@code limit}, locked until the transaction
     * ends: a relay on another node waits for them instead of publishing them a second time.
     */
    List<Long> lockOlderThan(Instant before, int limit);

    /** Forgets orders whose message the broker confirmed. @return how many rows were there */
    int remove(Collection<Long> orderIds);

    /** How many orders are waiting to be published. */
    int size();
}
