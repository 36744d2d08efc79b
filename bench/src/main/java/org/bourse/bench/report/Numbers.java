package org.bourse.bench.report;

import java.util.Locale;

/** Numbers as the report's tables show them: fixed decimals, "–" for none. The templates call it as {@code n}. */
public final class Numbers {

    public String num(Number v, int decimals) {
        return v == null ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", v.doubleValue());
    }

    /** A value as text, "–" for none. */
    public String text(Object v) {
        return v == null ? "–" : v.toString();
    }
}
