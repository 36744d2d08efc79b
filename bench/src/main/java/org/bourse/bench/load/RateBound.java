package org.bourse.bench.load;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.bench.simulation.OpenModelFigures;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A latency bound a rate must meet ({@code --find-rate p99<=100ms}): a percentile of all responses at the held
 * rate, at most so many milliseconds.
 *
 * @param percentile 50, 90, 99 or 99.9
 * @param ms         the most it may be
 */
record RateBound(double percentile, long ms) {

    private static final Pattern FORM = Pattern.compile("p(50|90|99|99\\.9)<=([0-9]{1,7})(ms|s)");

    /** Whether these response times meet it. */
    boolean metBy(OpenModelFigures.Latency all) {
        return valueOf(all) <= ms;
    }

    /** The bounded percentile of these response times, ms. */
    long valueOf(OpenModelFigures.Latency all) {
        return percentile == 50 ? all.p50() : percentile == 90 ? all.p90() : percentile == 99 ? all.p99() : all.p999();
    }

    /** The percentile's name: p99, p99.9. */
    String name() {
        return percentile == 99.9 ? "p99.9" : "p" + (int) percentile;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s<=%dms", name(), ms);
    }

    /** {@code p50|p90|p99|p99.9<=N(ms|s)}, N at least 1. */
    static final class Parsed implements ITypeConverter<RateBound> {
        @Override
        public RateBound convert(String value) {
            Matcher m = FORM.matcher(value.trim().replace(" ", ""));
            if (m.matches()) {
                long n = Long.parseLong(m.group(2));
                long ms = m.group(3).equals("s") ? n * 1000 : n;
                if (ms >= 1 && n <= 3_600_000) {
                    return new RateBound(Double.parseDouble(m.group(1)), ms);
                }
            }
            throw new TypeConversionException("takes a bound such as p99<=100ms (p50, p90, p99 or p99.9; ms or s,"
                    + " at least 1 ms), not '" + value + "'");
        }
    }
}
