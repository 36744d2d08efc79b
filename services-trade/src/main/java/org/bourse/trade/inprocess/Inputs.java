package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.bourse.trade.TradeException.InvalidInput;

/** Checks on what callers send, with messages that name the field. */
final class Inputs {

    /** Every text column of the schema is VARCHAR(250). */
    static final int MAX_TEXT = 250;
    /** DECIMAL(14,2): the largest amount a money column holds. */
    static final BigDecimal MAX_MONEY = new BigDecimal("999999999999.99");

    private Inputs() {
    }

    static String required(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new InvalidInput(field + " is required");
        }
        return text(field, value);
    }

    static String text(String field, String value) {
        if (value != null && value.length() > MAX_TEXT) {
            throw new InvalidInput(field + " is longer than " + MAX_TEXT + " characters");
        }
        return value;
    }

    /**
     * Refuses a number whose size alone makes rounding it costly (1E+999999999, 1E-999999999) before
     * anything computes with it: no amount Bourse stores has more than 14 integer or 20 fraction digits.
     */
    static BigDecimal bounded(String field, BigDecimal value) {
        if (value.scale() > 20 || value.precision() - value.scale() > 14) {
            throw new InvalidInput(field + " is out of range: " + value.toString());
        }
        return value;
    }

    /** A share quantity: positive, at most {@code max}, kept to the 4 decimals the schema stores. */
    static BigDecimal quantity(BigDecimal quantity, BigDecimal max) {
        if (quantity == null) {
            throw new InvalidInput("quantity is required");
        }
        bounded("quantity", quantity);
        BigDecimal q = quantity.setScale(4, RoundingMode.HALF_UP);
        if (q.signum() <= 0) {
            throw new InvalidInput("quantity must be positive, was " + quantity.toPlainString());
        }
        if (q.compareTo(max) > 0) {
            throw new InvalidInput("quantity " + quantity.toPlainString() + " is above the limit of "
                    + max.toPlainString() + " (bourse.trade.max-order-quantity)");
        }
        return q;
    }

    /** An amount of money: not negative, at most what the schema stores, in cents. */
    static BigDecimal money(String field, BigDecimal amount) {
        if (amount == null) {
            throw new InvalidInput(field + " is required");
        }
        bounded(field, amount);
        BigDecimal m = amount.setScale(2, RoundingMode.HALF_UP);
        if (m.signum() < 0 || m.compareTo(MAX_MONEY) > 0) {
            throw new InvalidInput(field + " must be between 0 and " + MAX_MONEY.toPlainString() + ", was "
                    + amount.toPlainString());
        }
        return m;
    }
}
