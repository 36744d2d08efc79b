package org.bourse.bench.gatling;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.gatling.charts.stats.CountsVsTimePlot;
import io.gatling.charts.stats.GeneralStats;
import io.gatling.charts.stats.LogFileData;
import io.gatling.charts.stats.LogFileReader;
import io.gatling.charts.stats.Percentiles;
import io.gatling.charts.stats.PercentilesVsTimePlot;
import io.gatling.charts.stats.RequestStatsPath;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.config.GatlingConfiguration;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A run's records as Gatling itself reads them: its binary {@code simulation.log} (in the report's folder),
 * through the reader its report generator uses ({@link LogFileReader}), so the figures are those of the
 * report's statistics table and charts without parsing its HTML.
 */
final class RunLog {

    private static final String FILE = "simulation.log";

    private final LogFileData data;

    private RunLog(LogFileData data) {
        this.data = data;
    }

    /** The run whose report is in {@code report}. */
    static RunLog of(Path report) throws IOException {
        if (!Files.isRegularFile(report.resolve(FILE))) {
            throw new IOException("no " + FILE + " in " + report);
        }
        // The configuration (gatling.conf on the classpath) sets the charts' resolution, as for the report.
        return new RunLog(LogFileReader.apply(report.getFileName().toString(), report.getParent(),
                GatlingConfiguration.load()).read());
    }

    /** All requests, as the table's first row: null when none completed. */
    GatlingSummary.Row global() {
        return row("all", Option.empty());
    }

    /** One row per request name, in the report's order. */
    List<GatlingSummary.Row> requests() {
        List<GatlingSummary.Row> rows = new ArrayList<>();
        for (Object path : CollectionConverters.asJava(data.statsPaths())) {
            if (path instanceof RequestStatsPath request && request.group().isEmpty()) {
                GatlingSummary.Row r = row(request.request(), Option.apply(request.request()));
                if (r != null) {
                    rows.add(r);
                }
            }
        }
        return rows;
    }

    /**
     * The columns of the report's table: counts by status, requests per second and the response time
     * percentiles of all requests (OK and KO, as the table's "Total").
     */
    private GatlingSummary.Row row(String name, Option<String> request) {
        Optional<GeneralStats> all = stats(request, Option.empty());
        if (all.isEmpty()) {
            return null;
        }
        GeneralStats s = all.get();
        return new GatlingSummary.Row(name, s.count(), count(request, OK$.MODULE$), count(request, KO$.MODULE$),
                perSecond(s.meanRequestsPerSec()), percentile(s, 50), percentile(s, 99));
    }

    /** Response time percentiles (ms) of all requests: min, 50, 75, 95, 99, max; empty when none completed. */
    Map<String, Long> percentiles() {
        Map<String, Long> p = new LinkedHashMap<>();
        stats(Option.empty(), Option.empty()).ifPresent(s -> {
            p.put("min", (long) s.min());
            p.put("50", percentile(s, 50));
            p.put("75", percentile(s, 75));
            p.put("95", percentile(s, 95));
            p.put("99", percentile(s, 99));
            p.put("max", (long) s.max());
        });
        return p;
    }

    /**
     * One point per chart bucket (a second, up to Gatling's maximum number of points per chart): responses
     * (all and failed) and the percentiles of the answered ones, as the report's charts show them.
     */
    List<GatlingTimeline.Point> timeline() {
        List<CountsVsTimePlot> counts = CollectionConverters.asJava(
                data.numberOfResponsesPerSecond(Option.empty(), Option.empty()));
        Map<Integer, Percentiles> answered = new LinkedHashMap<>();
        for (PercentilesVsTimePlot plot : CollectionConverters.asJava(
                data.responseTimePercentilesOverTime(OK$.MODULE$, Option.empty(), Option.empty()))) {
            if (plot.percentiles().isDefined()) {
                answered.put(plot.time(), plot.percentiles().get());
            }
        }
        List<GatlingTimeline.Point> points = new ArrayList<>();
        if (counts.isEmpty()) {
            return points;
        }
        long first = counts.get(0).time();
        for (CountsVsTimePlot c : counts) {
            Percentiles p = answered.get(c.time());
            points.add(new GatlingTimeline.Point((c.time() - first) / 1000, c.oks() + c.kos(), c.kos(),
                    p == null ? null : (long) p.percentile50(), p == null ? null : (long) p.percentile99()));
        }
        return points;
    }

    private Optional<GeneralStats> stats(Option<String> request, Option<Status> status) {
        Option<GeneralStats> s = data.requestGeneralStats(request, Option.empty(), status);
        return s.isDefined() ? Optional.of(s.get()) : Optional.empty();
    }

    private long count(Option<String> request, Status status) {
        return stats(request, Option.apply(status)).map(GeneralStats::count).orElse(0L);
    }

    /** Two decimals, as the report's table shows the rate (and summary.json always had it). */
    private static double perSecond(double rate) {
        return BigDecimal.valueOf(rate).setScale(2, RoundingMode.HALF_UP).doubleValue();
    }

    /**
     * Gatling's estimate (a t-digest, whose ties are broken at random: two readings of one run may differ by a
     * sample or so at the tail, as two reports of it would).
     */
    private static long percentile(GeneralStats s, double rank) {
        return ((Number) s.percentile().apply(rank)).longValue();
    }
}
