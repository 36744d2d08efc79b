package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.concurrent.ThreadLocalRandom;

import org.bourse.trade.PriceMove;

/** The random factor a trade moves its quote's price by ({@link PriceMove} applies it). */
final class PriceMoves {

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
}
