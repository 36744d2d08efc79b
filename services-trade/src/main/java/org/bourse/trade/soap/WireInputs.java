package org.bourse.trade.soap;

import java.math.BigDecimal;

import org.bourse.trade.TradeException.InvalidInput;

/**
 * Checks on what only the wire can get wrong, before a value reaches the services (which check
 * everything else: required text, lengths, amounts). A number element that is missing is refused as
 * required. One that does not fit its type (an id beyond xsd:int, a quantity beyond xsd:double) never
 * gets here: the wire types are bound through {@code org.bourse.xml}, which refuses it while reading.
 */
final class WireInputs {

    /** Digits before the point and after it that an xsd:decimal may have: far beyond any amount Trade stores. */
    static final int MAX_DECIMAL_DIGITS = 18;

    private WireInputs() {
    }

    static long id(String field, Integer value) {
        if (value == null) {
            throw new InvalidInput(field + " is required");
        }
        return value;
    }

    /** A share quantity: a finite number above zero. */
    static BigDecimal quantity(String field, Double value) {
        if (value == null) {
            throw new InvalidInput(field + " is required");
        }
        if (!Double.isFinite(value) || value <= 0) {
            throw new InvalidInput(field + " must be a positive number, was " + value);
        }
        return BigDecimal.valueOf(value);
    }

    /** A share count that may be zero. */
    static BigDecimal shares(String field, Double value) {
        if (value == null) {
            throw new InvalidInput(field + " is required");
        }
        if (!Double.isFinite(value) || value < 0) {
            throw new InvalidInput(field + " must be zero or a positive number, was " + value);
        }
        return BigDecimal.valueOf(value);
    }

    /**
     * A decimal bounded in magnitude and precision: the binder accepts exponents ({@code 1E+999999999}),
     * and rounding such a value to cents would take unbounded time and memory.
     */
    static BigDecimal decimal(String field, BigDecimal value) {
        if (value == null) {
            return null;
        }
        if (value.precision() - value.scale() > MAX_DECIMAL_DIGITS || value.scale() > MAX_DECIMAL_DIGITS) {
            throw new InvalidInput(field + " is out of range: at most " + MAX_DECIMAL_DIGITS
                    + " digits before and after the decimal point");
        }
        return value;
    }
}
