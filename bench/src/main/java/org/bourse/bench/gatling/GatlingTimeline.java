package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run's per-second series, read from the charts of Gatling's {@code index.html} (Gatling 3.15 keeps
 * them only there, as chart data): responses per second (all and failed) and the response time
 * percentiles of the answered requests. Each series is {@code name: '…', data: [[epochMillis, value], …]}
 * in the page's script; the percentile chart comes first, the responses chart is the one with 'All',
 * 'OK' and 'KO' after "Number of responses".
 */
public final class GatlingTimeline {

    private static final Pattern SERIES = Pattern.compile("name: '([^']+)',\\s*data: \\[(\\[[^;]*?\\])\\]");
    private static final Pattern POINT = Pattern.compile("\\[(\\d+),\\s*(-?[\\d.]+)\\]");

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

    /** One point per second; empty if unreadable. */
    public static List<Point> read(Path report) throws IOException {
        if (report == null) {
            return List.of();
        }
        String html = Files.readString(report.resolve("index.html"));
        int percentiles = html.indexOf("Response Time Percentiles over Time (OK)");
        int responses = html.indexOf("Number of responses");
        if (percentiles < 0 || responses < 0) {
            return List.of();
        }
        Map<Long, Long> p50 = series(html, percentiles, "50%");
        Map<Long, Long> p99 = series(html, percentiles, "99%");
        Map<Long, Long> all = series(html, responses, "All");
        Map<Long, Long> ko = series(html, responses, "KO");
        List<Point> points = new ArrayList<>();
        Long first = all.isEmpty() ? null : all.keySet().iterator().next();
        all.forEach((t, n) -> points.add(new Point((t - first) / 1000, n, ko.getOrDefault(t, 0L), p50.get(t), p99.get(t))));
        return points;
    }

    /** The run's response time percentiles (ms) from Gatling's statistics table: min, 50, 75, 95, 99, max. */
    public static Map<String, Long> percentiles(Path report) throws IOException {
        Map<String, Long> p = new LinkedHashMap<>();
        if (report == null) {
            return p;
        }
        Map<Integer, String> cells = Summary.allRequestsCells(report);
        String[] names = {"min", "50", "75", "95", "99", "max"};
        for (int i = 0; i < names.length; i++) {
            String v = cells.get(7 + i);
            if (v != null && v.matches("[\\d,]+")) {
                p.put(names[i], Long.parseLong(v.replace(",", "")));
            }
        }
        return p;
    }

    private static Map<Long, Long> series(String html, int from, String name) {
        Matcher m = SERIES.matcher(html);
        Map<Long, Long> values = new TreeMap<>();
        if (m.find(from)) {
            do {
                if (m.group(1).equals(name)) {
                    Matcher p = POINT.matcher(m.group(2));
                    while (p.find()) {
                        values.put(Long.parseLong(p.group(1)), Math.round(Double.parseDouble(p.group(2))));
                    }
                    return values;
                }
            } while (m.find());
        }
        return values;
    }
}
