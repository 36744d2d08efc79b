package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A buy or sell order. {@code holdingId} is the holding a buy created (null until processed) or the
 * holding a sell sells. {@code partial} marks a sell of part of a holding (StockTrader's
 * sellEnhanced), which leaves the holding in place with fewer shares.
 */
public record Order(long orderId, long accountId, String symbol, Long holdingId, OrderType type, OrderStatus status,
        BigDecimal quantity, BigDecimal price, BigDecimal fee, Instant openDate, Instant completionDate,
        boolean partial) {

    /** This order in another status, completed at {@code at} (null keeps the completion date). */
    public Order withStatus(OrderStatus newStatus, Instant at) {
        return new Order(orderId, accountId, symbol, holdingId, type, newStatus, quantity, price, fee, openDate,
                at == null ? completionDate : at, partial);
    }

    public Order withHolding(long holding) {
        return new Order(orderId, accountId, symbol, holding, type, status, quantity, price, fee, openDate,
                completionDate, partial);
    }
}
