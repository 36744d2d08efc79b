package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;

/** An order about to be written (the database assigns its id); it starts open. */
public record NewOrder(long accountId, String symbol, Long holdingId, OrderType type, BigDecimal quantity,
        BigDecimal price, BigDecimal fee, Instant openDate, boolean partial) {

    public Order withId(long orderId) {
        return new Order(orderId, accountId, symbol, holdingId, type, OrderStatus.OPEN, quantity, price, fee, openDate,
                null, partial);
    }
}
