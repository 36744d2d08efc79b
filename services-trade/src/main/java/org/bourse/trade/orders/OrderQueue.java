package org.bourse.trade.orders;

/**
 * Where the broker order mode hands new orders over (implemented by {@code org.bourse.trade.orders.broker}).
 * Called inside the transaction that writes the open order: whatever makes the hand-over durable must
 * be written in that transaction, so that the order and its hand-over commit or roll back together.
 */
public interface OrderQueue {

    void enqueue(long orderId);
}
