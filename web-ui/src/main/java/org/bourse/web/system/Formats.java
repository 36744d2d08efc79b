package org.bourse.web.system;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

import org.springframework.stereotype.Component;

/** Number and date formats of the pages ({@code ${@fmt.money(x)}} in templates). Locale-neutral, as DayTrader's. */
@Component("fmt")
public final class Formats {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    public String money(BigDecimal amount) {
        return amount == null ? "" : amount.setScale(2, RoundingMode.HALF_UP).toPlainString();
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
