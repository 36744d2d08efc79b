package org.bourse.trade.orders;

import java.time.Duration;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;

/**
 * What happens to a new order: processed in the request ({@link SyncOrderFlow}) or committed open and
 * processed by this node's workers ({@link AsyncOrderFlow}) or by processor nodes through the broker
 * ({@link QueuedOrderFlow}); chosen by {@code bourse.trade.order-processing}, once, in {@link OrdersConfiguration}.
 * Called inside the request's transaction.
 */
public interface OrderFlow {

    Order place(NewOrder order, String userId);

    /** Waits, at most {@code timeout}, until no order is open (see {@link PendingOrders}). */
    boolean awaitNoneOpen(Duration timeout) throws InterruptedException;
}
