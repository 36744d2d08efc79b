package org.bourse.bench.simulation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * Every response time of the arrivals of an open-model run's held rate (a ramp's journeys are warm-up, even
 * their requests sent after it), in full histograms (HdrHistogram, three significant
 * digits), one per request name and one of all: percentiles read from these are those of every response, not
 * an average of intervals' percentiles. Times are Gatling's own, from the request's send to the response's
 * end, in its milliseconds; a failed request's response is timed too, and counted as failed by Gatling.
 */
final class ResponseTimes {

    /** An hour: a longer response is recorded as an hour (none is: every run is bounded). */
    private static final long HIGHEST_MS = 3_600_000;
    static final String ALL = "all";

    private final Map<String, Histogram> byName = new ConcurrentHashMap<>();
    private final Histogram all = histogram();

    /** One response of an arrival at the held rate. */
    void record(String name, long startMillis, long endMillis) {
        long ms = Math.min(Math.max(0, endMillis - startMillis), HIGHEST_MS);
        byName.computeIfAbsent(name, n -> histogram()).recordValue(ms);
        all.recordValue(ms);
    }

    /** The histograms by request name, sorted, then {@link #ALL}. */
    Map<String, Histogram> latencies() {
        Map<String, Histogram> sorted = new LinkedHashMap<>();
        byName.keySet().stream().sorted().forEach(n -> sorted.put(n, byName.get(n)));
        sorted.put(ALL, all);
        return sorted;
    }

    private static Histogram histogram() {
        return new ConcurrentHistogram(HIGHEST_MS, 3);
    }
}
