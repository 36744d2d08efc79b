package org.bourse.trade.orders;

import java.math.BigDecimal;

/**
 * What a processed order does to its quote: the in-process services' quote move (a random price factor
 * and the traded volume), made by {@link OrderProcessor} last, inside the order's transaction.
 */
@FunctionalInterface
public interface PriceImpact {

    void afterTrade(String symbol, BigDecimal quantity);
}
