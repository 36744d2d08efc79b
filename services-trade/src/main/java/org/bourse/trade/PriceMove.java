package org.bourse.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * How a quote's price moves by a factor (DayTrader's rule): the price times the factor, rounded half-up
 * to cents; a penny stock (exactly 0.01) recovers ×600 and a price above 400 splits ×0.5 whatever the
 * factor, so prices neither vanish nor overflow. Trades use it, and so does the PingJDBCWrite primitive.
 */
public final class PriceMove {

    static final BigDecimal PENNY = new BigDecimal("0.01");
    static final BigDecimal PENNY_RECOVERY = new BigDecimal("600");
    static final BigDecimal SPLIT_ABOVE = new BigDecimal("400");
    static final BigDecimal SPLIT = new BigDecimal("0.5");

    private PriceMove() {
    }

    public static BigDecimal apply(BigDecimal price, BigDecimal factor) {
        BigDecimal applied;
        if (price.compareTo(PENNY) == 0) {
            applied = PENNY_RECOVERY;
        } else if (price.compareTo(SPLIT_ABOVE) > 0) {
            applied = SPLIT;
        } else {
            applied = factor;
        }
        BigDecimal result = price.multiply(applied).setScale(2, RoundingMode.HALF_UP);
        // A price never rounds down to nothing: the penny rule needs a penny to recover from.
        return result.signum() > 0 ? result : PENNY;
    }
}
