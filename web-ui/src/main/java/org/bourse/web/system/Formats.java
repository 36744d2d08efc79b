package org.bourse.web.system;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

import org.springframework.stereotype.Component;

/**
 * Number and date formats of the pages ({@code ${@fmt.money(x)}} in templates), fixed rather than taken from
 * the browser's locale so that every run's pages are the same bytes. Only the pages use them: SOAP, JSON,
 * the WebSocket and DayTrader's primitives keep the plain numbers their clients parse.
 */
@Component("fmt")
public final class Formats {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    /** An amount of dollars as a page shows it: {@code $1,234.56}, {@code -$0.50}. */
    public String money(BigDecimal amount) {
        if (amount == null) {
            return "";
        }
        BigDecimal cents = amount.setScale(2, RoundingMode.HALF_UP);
        String digits = cents.abs().toPlainString();
        StringBuilder text = new StringBuilder(digits.length() + 8);
        if (cents.signum() < 0) {
            text.append('-');
        }
        text.append('$');
        int whole = digits.length() - 3; // digits before ".cc"
        for (int i = 0; i < whole; i++) {
            if (i > 0 && (whole - i) % 3 == 0) {
                text.append(',');
            }
            text.append(digits.charAt(i));
        }
        return text.append(digits, whole, digits.length()).toString();
    }

    /** A decimal with two places and no unit: the market index (TSIA), which is points, not dollars. */
    public String decimal(BigDecimal value) {
        return value == null ? "" : value.setScale(2, RoundingMode.HALF_UP).toPlainString();
    }

    /** A quantity without trailing zeros: 100, 3.5. */
    public String quantity(BigDecimal quantity) {
        if (quantity == null) {
            return "";
        }
        BigDecimal plain = quantity.stripTrailingZeros();
        return (plain.scale() < 0 ? plain.setScale(0) : plain).toPlainString();
    }

    public String percent(BigDecimal percent) {
        return percent == null ? "" : percent.setScale(2, RoundingMode.HALF_UP).toPlainString() + "%";
    }

    public String date(Instant at) {
        return at == null ? "" : DATE.format(at);
    }

    public String date(long epochMillis) {
        return DATE.format(Instant.ofEpochMilli(epochMillis));
    }

    /** "up", "down" or "flat": the CSS class of a gain or loss. */
    public String trend(BigDecimal change) {
        return change == null || change.signum() == 0 ? "flat" : change.signum() > 0 ? "up" : "down";
    }
}
