package org.bourse.web.system;

import java.math.BigDecimal;

/**
 * Numbers as forms and links send them, read without wrapping or rounding. Text that is not such a
 * number reads as null, and so does text longer than any number the pages take: parsing a megabyte
 * of digits into a BigDecimal takes seconds, so nothing that long is parsed.
 */
public final class NumberText {

    /** Far more than any id (19 digits) or amount the pages take needs. */
    static final int MAX_LENGTH = 40;

    private NumberText() {
    }

    /** A whole number within a long's range (an id column is BIGINT), or null. */
    public static Long whole(String text) {
        String t = trimmed(text);
        try {
            return t == null ? null : Long.valueOf(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A decimal number, exactly as written, or null. */
    public static BigDecimal decimal(String text) {
        String t = trimmed(text);
        try {
            return t == null ? null : new BigDecimal(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String trimmed(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim();
        return t.isEmpty() || t.length() > MAX_LENGTH ? null : t;
    }
}
