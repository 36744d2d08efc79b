package org.bourse.dal.trade;

import java.math.BigDecimal;

/**
 * A stock quote. Money has two decimals; volume is a share count stored exactly (four decimals).
 * {@code change} is price minus open, as the originals define it.
 */
public record Quote(String symbol, String companyName, BigDecimal price, BigDecimal open, BigDecimal low,
        BigDecimal high, BigDecimal change, BigDecimal volume) {
}
