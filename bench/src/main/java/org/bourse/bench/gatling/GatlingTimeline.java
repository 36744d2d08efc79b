package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A run's per-second series and its overall response time percentiles, as Gatling's report charts and
 * table show them, read from the run's records ({@code simulation.log}) with Gatling's own reader.
 */
public final class GatlingTimeline {

    private GatlingTimeline() {
    }

    /**
     * One second of a run.
     *
     * @param t          seconds from the first point
     * @param throughput responses in that second
     * @param ko         failed ones
     * @param p50        median response time of the answered ones, ms (null: none)
     * @param p99        99th percentile, ms (null: none)
     */
    public record Point(long t, long throughput, long ko, Long p50, Long p99) {
    }

    /** One point per second (per chart bucket on a run longer than Gatling's points per chart); empty without a report. */
    public static List<Point> read(Path report) throws IOException {
        return report == null ? List.of() : RunLog.of(report).timeline();
    }

    /** The run's response time percentiles (ms) of all requests: min, 50, 75, 95, 99, max; empty without a report. */
    public static Map<String, Long> percentiles(Path report) throws IOException {
        return report == null ? Map.of() : RunLog.of(report).percentiles();
    }
}
