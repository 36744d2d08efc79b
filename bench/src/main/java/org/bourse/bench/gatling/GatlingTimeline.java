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

    /**
     * A run's series and percentiles, from one reading of its records.
     *
     * @param timeline    one point per second (per chart bucket on a run longer than Gatling's points per chart)
     * @param percentiles response time percentiles (ms) of all requests: min, 50, 75, 95, 99, max
     */
    public record Series(List<Point> timeline, Map<String, Long> percentiles) {
    }

    /** The run's series and percentiles, read once; both empty without a report. */
    public static Series read(Path report) throws IOException {
        if (report == null) {
            return new Series(List.of(), Map.of());
        }
        RunLog log = RunLog.of(report);
        return new Series(log.timeline(), log.percentiles());
    }
}
