package org.bourse.trade;

import java.math.BigDecimal;

/**
 * How the schema keeps Trade's decimal numbers. The services refuse a value with more decimals than its
 * column keeps rather than round it (rounding 1.00005 shares to 1.0001 would trade what nobody asked
 * for), and a caller may check a value before sending it.
 */
public enum DecimalColumn {

    /** Share quantities and volumes: DECIMAL(18,4). */
    QUANTITY(14, 4),
    /** Money: DECIMAL(14,2). */
    MONEY(12, 2);

    private final int integerDigits;
    private final int scale;

    DecimalColumn(int integerDigits, int scale) {
        this.integerDigits = integerDigits;
        this.scale = scale;
    }

    /** Digits the column keeps before the decimal point. */
    public int integerDigits() {
        return integerDigits;
    }

    /** Digits the column keeps after the decimal point. */
    public int scale() {
        return scale;
    }

    /** Whether the column keeps every decimal of {@code value} (trailing zeros do not count). */
    public boolean keepsDecimalsOf(BigDecimal value) {
        return value.scale() <= scale || value.stripTrailingZeros().scale() <= scale;
    }

    /** Whether the column holds {@code value} exactly, as it is: not too large, no decimal lost. */
    public boolean holds(BigDecimal value) {
        return value.precision() - value.scale() <= integerDigits && keepsDecimalsOf(value);
    }
}
