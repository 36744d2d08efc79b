package org.bourse.xml;

/**
 * The lexical forms of xsd:int, xsd:float and xsd:double, read strictly. JAXB's own reader adds up an
 * xsd:int's digits in an int, so {@code 4294967336} arrives as 40 and {@code 2147483648} as
 * {@code -2147483648}; it also reads {@code 1 2} as 12, and turns a float or double literal beyond the
 * type's range into INF or 0. Here a value that does not fit its type, or is not one of its forms, is
 * refused with a {@link NumberFormatException} saying so, and nothing reaches a service wrapped,
 * infinite or zeroed. Whitespace around a value is allowed, as the schema types collapse it. Printing
 * is JAXB's: {@code INF}, {@code -INF}, {@code NaN}, otherwise Java's shortest exact decimal.
 */
public final class XsdNumbers {

    /** The longest part of a refused value quoted back in a message. */
    static final int SHOWN = 40;

    private XsdNumbers() {
    }

    public static int parseInt(String lexical) {
        int start = start(lexical);
        int end = end(lexical, start);
        int k = start;
        boolean negative = false;
        if (k < end && (lexical.charAt(k) == '-' || lexical.charAt(k) == '+')) {
            negative = lexical.charAt(k) == '-';
            k++;
        }
        if (k == end) {
            throw notANumber(lexical);
        }
        long value = 0;
        boolean tooLarge = false;
        for (; k < end; k++) {
            char c = lexical.charAt(k);
            if (c < '0' || c > '9') {
                throw notANumber(lexical);
            }
            if (!tooLarge) {
                value = value * 10 + (c - '0');
                tooLarge = value > -(long) Integer.MIN_VALUE;
            }
        }
        if (negative) {
            value = -value;
        }
        if (tooLarge || value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            throw new NumberFormatException(shown(lexical) + " does not fit an xsd:int (" + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE + ")");
        }
        return (int) value;
    }

    public static float parseFloat(String lexical) {
        String text = trimmed(lexical);
        Double special = special(text);
        if (special != null) {
            return special.floatValue();
        }
        boolean nonZero = decimalForm(text, lexical);
        float value = Float.parseFloat(text);
        if (Float.isInfinite(value) || (value == 0 && nonZero)) {
            throw outOfRange(lexical, "xsd:float", Float.toString(Float.MAX_VALUE), Float.toString(Float.MIN_VALUE));
        }
        return value;
    }

    public static double parseDouble(String lexical) {
        String text = trimmed(lexical);
        Double special = special(text);
        if (special != null) {
            return special;
        }
        boolean nonZero = decimalForm(text, lexical);
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value) || (value == 0 && nonZero)) {
            throw outOfRange(lexical, "xsd:double", Double.toString(Double.MAX_VALUE), Double.toString(Double.MIN_VALUE));
        }
        return value;
    }

    public static String printFloat(float value) {
        if (Float.isNaN(value)) {
            return "NaN";
        }
        if (Float.isInfinite(value)) {
            return value > 0 ? "INF" : "-INF";
        }
        return Float.toString(value);
    }

    public static String printDouble(double value) {
        if (Double.isNaN(value)) {
            return "NaN";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "INF" : "-INF";
        }
        return Double.toString(value);
    }

    /** The schema's special values {@code NaN}, {@code INF} and {@code -INF}, or null for any other text. */
    private static Double special(String text) {
        return switch (text) {
            case "NaN" -> Double.NaN;
            case "INF" -> Double.POSITIVE_INFINITY;
            case "-INF" -> Double.NEGATIVE_INFINITY;
            default -> null;
        };
    }

    /**
     * Checks the decimal form {@code [+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?}, which
     * is all Java's own parser is then given (it would also take {@code 1d}, {@code 0x1p3} or
     * {@code Infinity}); answers whether the digits before the exponent are not all zero.
     */
    private static boolean decimalForm(String text, String lexical) {
        int k = 0;
        int end = text.length();
        if (k < end && (text.charAt(k) == '-' || text.charAt(k) == '+')) {
            k++;
        }
        int digits = 0;
        boolean nonZero = false;
        boolean point = false;
        for (; k < end; k++) {
            char c = text.charAt(k);
            if (c >= '0' && c <= '9') {
                digits++;
                nonZero |= c != '0';
            } else if (c == '.' && !point) {
                point = true;
            } else {
                break;
            }
        }
        if (digits == 0) {
            throw notANumber(lexical);
        }
        if (k < end && (text.charAt(k) == 'e' || text.charAt(k) == 'E')) {
            k++;
            if (k < end && (text.charAt(k) == '-' || text.charAt(k) == '+')) {
                k++;
            }
            int exponentDigits = 0;
            for (; k < end && text.charAt(k) >= '0' && text.charAt(k) <= '9'; k++) {
                exponentDigits++;
            }
            if (exponentDigits == 0) {
                throw notANumber(lexical);
            }
        }
        if (k != end) {
            throw notANumber(lexical);
        }
        return nonZero;
    }

    private static NumberFormatException outOfRange(String lexical, String type, String largest, String smallest) {
        return new NumberFormatException(shown(lexical) + " does not fit an " + type + " (largest magnitude "
                + largest + ", smallest non-zero " + smallest + ")");
    }

    private static NumberFormatException notANumber(String lexical) {
        return new NumberFormatException("Not a number: " + shown(lexical));
    }

    /** The value as sent, trimmed, and shortened when long: the message goes back to the caller and to logs. */
    static String shown(String lexical) {
        String text = trimmed(lexical);
        if (text.length() <= SHOWN) {
            return text;
        }
        return text.substring(0, SHOWN / 2) + "…" + text.substring(text.length() - SHOWN / 4) + " (" + text.length()
                + " characters)";
    }

    private static String trimmed(String lexical) {
        int start = start(lexical);
        return lexical.substring(start, end(lexical, start));
    }

    private static int start(String text) {
        int k = 0;
        while (k < text.length() && isSpace(text.charAt(k))) {
            k++;
        }
        return k;
    }

    private static int end(String text, int start) {
        int k = text.length();
        while (k > start && isSpace(text.charAt(k - 1))) {
            k--;
        }
        return k;
    }

    /** XML's whitespace: space, tab, carriage return, line feed. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }
}
