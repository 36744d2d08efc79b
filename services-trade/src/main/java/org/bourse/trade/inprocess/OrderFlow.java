package org.bourse.trade.inprocess;

import java.time.Duration;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;

/**
 * What happens to a new order: processed in the request ({@link SyncOrderFlow}) or committed open and
 * processed by this node's workers ({@link AsyncOrderFlow}) or by processor nodes through the broker
 * ({@link QueuedOrderFlow}); chosen by {@code bourse.trade.order-processing}.
 * Called inside the request's transaction.
 */
interface OrderFlow {

    Order place(NewOrder order, String userId);

    /** Waits, at most {@code timeout}, until no order is open (see {@link org.bourse.trade.PendingOrders}). */
    boolean awaitNoneOpen(Duration timeout) throws InterruptedException;
}
