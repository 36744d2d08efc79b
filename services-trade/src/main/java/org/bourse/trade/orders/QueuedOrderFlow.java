package org.bourse.trade.orders;

import java.time.Duration;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStore;

/**
 * The broker mode's request side: the request commits an open order together with its hand-over to
 * the {@link OrderQueue}, and returns it; a processor node (possibly another one) processes it later.
 */
final class QueuedOrderFlow implements OrderFlow {

    private final OrderStore orders;
    private final OrderQueue queue;

    QueuedOrderFlow(OrderStore orders, OrderQueue queue) {
        this.orders = orders;
        this.queue = queue;
    }

    @Override
    public Order place(NewOrder order, String userId) {
        Order open = orders.create(order);
        queue.enqueue(open.orderId());
        return open;
    }

    /** Waits until no order is open in the database: the processors may be other nodes. */
    @Override
    public boolean awaitNoneOpen(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!orders.openOrderIds().isEmpty()) {
            if (System.nanoTime() >= deadline) {
                return false;
            }
            Thread.sleep(10);
        }
        return true;
    }
}
