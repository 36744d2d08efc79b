package org.bourse.trade.orders;

import java.time.Duration;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;

/** DayTrader's default: the order is processed in the request's own transaction and returned closed. */
final class SyncOrderFlow implements OrderFlow {

    private final OrderProcessor processor;

    SyncOrderFlow(OrderProcessor processor) {
        this.processor = processor;
    }

    @Override
    public Order place(NewOrder order, String userId) {
        return processor.placeAndProcess(order, userId);
    }

    /** An order is created and processed in one transaction: none is ever committed open. */
    @Override
    public boolean awaitNoneOpen(Duration timeout) {
        return true;
    }
}
