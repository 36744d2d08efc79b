package org.bourse.bench.load;

import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;

import picocli.CommandLine.Option;

/**
 * Whether {@code bench/load} searches for the peak, and how ({@link PeakSearch}).
 *
 * @param on     whether it does
 * @param start  the first level (-1: 1 connection, or 250 users with the think method)
 * @param factor the load multiplier per step
 * @param max    the highest level tried
 * @param gain   percent a step must add to count as rising
 */
record PeakRule(boolean on, int start, double factor, int max, double gain) {

    /** A search, starting where this one says, else at {@code start}. */
    PeakRule searching(int defaultStart) {
        return new PeakRule(true, start > 0 ? start : defaultStart, factor, max, gain);
    }

    /** The options that make it. */
    static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nPeak search:%n";
        }

        @Option(names = "--find-peak", description = "step the load up (from --peak-start, times --peak-factor) until"
                + " throughput rises by less than --peak-gain percent; report the peak")
        boolean on;

        @Option(names = "--peak-start", paramLabel = "N", converter = Converters.Positive.class, description = "first"
                + " level (1 connection; think method 250 users)")
        int start = -1;

        @Option(names = "--peak-factor", paramLabel = "F", converter = Converters.Decimal.class, description = "load"
                + " multiplier per step (${DEFAULT-VALUE})")
        double factor = 2.0;

        @Option(names = "--peak-max", paramLabel = "N", converter = Converters.Positive.class, description = "highest"
                + " level tried (${DEFAULT-VALUE})")
        int max = 100_000;

        @Option(names = "--peak-gain", paramLabel = "P", converter = Converters.Decimal.class, description = "percent a"
                + " step must add to count as rising (${DEFAULT-VALUE})")
        double gain = 5.0;

        PeakRule rule() {
            return new PeakRule(on, start, factor, max, gain);
        }
    }
}
