package org.bourse.dal.trade;

import java.math.BigDecimal;

/** Aggregates over all quotes: average price (TSIA), average open price, total volume, quote count. */
public record MarketTotals(BigDecimal averagePrice, BigDecimal averageOpen, BigDecimal volume, long quotes) {
}
