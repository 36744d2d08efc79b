package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;

/** Shares of one symbol an account holds, bought at one price by one buy order. */
public record Holding(long holdingId, long accountId, String symbol, BigDecimal quantity, BigDecimal purchasePrice,
        Instant purchaseDate) {
}
