package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.bourse.trade.DecimalColumn;
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

    /**
     * A share quantity: positive, at most {@code max}, and with no more than the 4 decimals the schema
     * keeps: one with more is refused, not rounded.
     */
    static BigDecimal quantity(BigDecimal quantity, BigDecimal max) {
        if (quantity == null) {
            throw new InvalidInput("quantity is required");
        }
        bounded("quantity", quantity);
        if (quantity.signum() <= 0) {
            throw new InvalidInput("quantity must be positive, was " + quantity.toPlainString());
        }
        BigDecimal q = exact("quantity", quantity, DecimalColumn.QUANTITY);
        if (q.compareTo(max) > 0) {
            throw new InvalidInput("quantity " + quantity.toPlainString() + " is above the limit of "
                    + max.toPlainString() + " (bourse.trade.max-order-quantity)");
        }
        return q;
    }

    /** An amount of money: not negative, at most what the schema stores, in whole cents (never rounded). */
    static BigDecimal money(String field, BigDecimal amount) {
        if (amount == null) {
            throw new InvalidInput(field + " is required");
        }
        bounded(field, amount);
        if (amount.signum() < 0 || amount.compareTo(MAX_MONEY) > 0) {
            throw new InvalidInput(field + " must be between 0 and " + MAX_MONEY.toPlainString() + ", was "
                    + amount.toPlainString());
        }
        return exact(field, amount, DecimalColumn.MONEY);
    }

    /** {@code value} at its column's scale, if that loses no decimal; refused otherwise. */
    static BigDecimal exact(String field, BigDecimal value, DecimalColumn column) {
        if (!column.keepsDecimalsOf(value)) {
            throw new InvalidInput(field + " " + value.toPlainString() + " has more than " + column.scale()
                    + " decimal places; the schema keeps " + column.scale() + " and Bourse does not round");
        }
        return value.setScale(column.scale(), RoundingMode.UNNECESSARY);
    }
}
