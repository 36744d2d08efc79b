package org.bourse.bench.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The kit's numbers on the command line, refused in words that follow the option's name (usage errors read
 * "--users must be at least 1").
 */
public final class Converters {

    private Converters() {
    }

    /** A whole number, at least 1. */
    public static final class Positive implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            int n = whole(value);
            if (n == 0) {
                throw new TypeConversionException("must be at least 1");
            }
            return n;
        }
    }

    /** A whole number, 0 or more. */
    public static final class NonNegative implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return whole(value);
        }
    }

    /** Any decimal number. */
    public static final class Decimal implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            try {
                return Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("takes a number, not '" + value + "'");
            }
        }
    }

    /** Arrivals per second, with decimals: more than 0, at most a million. */
    public static final class Rate implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            try {
                double r = Double.parseDouble(value.trim());
                if (r > 0 && r <= 1_000_000) {
                    return r;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("takes arrivals per second, more than 0 and at most 1000000, not '"
                    + value + "'");
        }
    }

    /** A percentage, with decimals: more than 0, at most 100. */
    public static final class Percent implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            try {
                double p = Double.parseDouble(value.trim());
                if (p > 0 && p <= 100) {
                    return p;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("takes a percentage, more than 0 and at most 100, not '" + value + "'");
        }
    }

    /** Seconds, with decimals, from a millisecond to an hour. */
    public static final class Seconds implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            try {
                double s = Double.parseDouble(value);
                if (s >= 0.001 && s <= 3600) {
                    return s;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("takes seconds from 0.001 to 3600, not '" + value + "'");
        }
    }

    private static int whole(String value) {
        int n;
        try {
            n = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("takes a whole number, not '" + value + "'");
        }
        if (n < 0) {
            throw new TypeConversionException("must not be negative");
        }
        return n;
    }
}
