package org.bourse.bench.load;

import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;

import picocli.CommandLine.Option;

/**
 * Whether {@code bench/load} searches for the highest arrival rate that meets a latency bound, and how
 * ({@link RateSearch}).
 *
 * @param bound     the bound (null: no search)
 * @param start     the first rate tried, arrivals per second
 * @param max       the highest rate tried
 * @param precision percent: the search ends when the lowest rate that missed is within this of the highest
 *                  that met
 */
record RateRule(RateBound bound, double start, double max, double precision) {

    boolean on() {
        return bound != null;
    }

    /** The options that make it. */
    static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nRate search (the open model):%n";
        }

        @Option(names = "--find-rate", paramLabel = "BOUND", converter = RateBound.Parsed.class, description = "search"
                + " for the highest arrival rate (--rate's model) that meets BOUND, such as p99<=100ms (p50, p90, p99"
                + " or p99.9), with no failed request and the generator on schedule: from --rate-start, doubling"
                + " until a rate misses, then halving the gap until it is within --rate-precision; each rate runs"
                + " --ramp and --duration; report the curve and that rate")
        RateBound bound;

        @Option(names = "--rate-start", paramLabel = "R", converter = Converters.Rate.class, description = "first rate"
                + " tried, arrivals per second (${DEFAULT-VALUE})")
        double start = 10;

        @Option(names = "--rate-max", paramLabel = "R", converter = Converters.Rate.class, description = "highest"
                + " rate tried (${DEFAULT-VALUE})")
        double max = 100_000;

        @Option(names = "--rate-precision", paramLabel = "P", converter = Converters.Percent.class, description = "percent"
                + " between the highest rate that met the bound and the lowest that missed it at which the search"
                + " ends (${DEFAULT-VALUE})")
        double precision = 5;

        RateRule rule() {
            return new RateRule(bound, start, max, precision);
        }
    }
}
