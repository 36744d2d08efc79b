package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How a trade moves its quote's price (DayTrader's rule): the price times a factor, rounded half-up
 * to cents; a penny stock (exactly 0.01) recovers ×600 and a price above 400 splits ×0.5 whatever the
 * factor, so prices neither vanish nor overflow.
 */
final class PriceMoves {

    static final BigDecimal PENNY = new BigDecimal("0.01");
    static final BigDecimal PENNY_RECOVERY = new BigDecimal("600");
    static final BigDecimal SPLIT_ABOVE = new BigDecimal("400");
    static final BigDecimal SPLIT = new BigDecimal("0.5");

    private final double min;
    private final double span;

    PriceMoves(BigDecimal minFactor, BigDecimal maxFactor) {
        this.min = minFactor.doubleValue();
        this.span = maxFactor.doubleValue() - min;
    }

    /** A factor drawn uniformly from the configured range, to 4 decimals. */
    BigDecimal randomFactor() {
        double f = min + ThreadLocalRandom.current().nextDouble() * span;
        return BigDecimal.valueOf(f).setScale(4, RoundingMode.HALF_UP);
    }

    static BigDecimal moved(BigDecimal price, BigDecimal factor) {
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
