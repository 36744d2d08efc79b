package org.bourse.trade.inprocess;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;

/**
 * What happens to a new order: processed in the request ({@link SyncOrderFlow}) or committed open and
 * processed by workers ({@link AsyncOrderFlow}); chosen by {@code bourse.trade.order-processing}.
 * Called inside the request's transaction.
 */
interface OrderFlow {

    Order place(NewOrder order, String userId);
}
