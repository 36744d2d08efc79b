package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * What a run measured, per request name and in total, read from Gatling's report: the head of a
 * {@code bench/load} run's {@code summary.json} ({@code org.bourse.bench.load.RunSummary}), its
 * {@code summary.md} table, and each run of {@code bench/compare}.
 *
 * @param workload the workload's name
 * @param settings the run's settings in words
 * @param global   all requests
 * @param requests one row per request name, in the report's order
 * @param errors   Gatling's error messages with their counts (empty when none failed)
 */
public record Summary(String workload, String settings, Row global, List<Row> requests, List<String> errors) {

    /**
     * @param name       request name ("all" for the global row)
     * @param count      requests sent
     * @param ok         answered as expected
     * @param ko         failed (status, check, timeout, connection)
     * @param throughput requests per second over the whole run (ramp included)
     * @param p50        median response time, ms
     * @param p99        99th percentile, ms
     */
    public record Row(String name, long count, long ok, long ko, double throughput, long p50, long p99) {
    }

    /** How the kit writes and reads its JSON: indented, so a summary reads in a text editor. */
    public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public long failed() {
        return global.ko();
    }

    /** Requests of this name that were answered as expected (0 when there were none). */
    public long answered(String name) {
        return requests.stream().filter(r -> r.name().equals(name)).mapToLong(Row::ok).sum();
    }

    /** A run in which no request completed: Gatling has no report to read. */
    static Summary nothingCompleted(String workload, String settings, List<String> errors) {
        return new Summary(workload, settings, new Row("all", 0, 0, 0, 0, 0, 0), List.of(), List.copyOf(errors));
    }

    /** A row of the report's statistics table, up to its end. */
    private static final Pattern TABLE_ROW = Pattern.compile("<tr id=\"([^\"]+)\"[^>]*>(.*?)</tr>", Pattern.DOTALL);
    private static final Pattern NAME = Pattern.compile("class=\"ellipsed-name\">(.*?)</span>", Pattern.DOTALL);
    private static final Pattern CELL = Pattern.compile("class=\"value [a-z]+ col-(\\d+)\">([^<]*)<");

    /**
     * Gatling 3.15's report keeps its statistics only in the table of {@code index.html} (no
     * {@code stats.json} any more): columns 2–4 count all, OK and KO requests, 6 is requests per second,
     * 8 and 11 the first and fourth percentiles (50 and 99, set in gatling.conf). The row with id ROOT is
     * all requests; the page shows it twice (fixed header and body), so rows are taken once per id.
     */
    static Summary read(Path report, String workload, String settings, List<String> errors) throws IOException {
        Path index = report.resolve("index.html");
        String html = Files.readString(index);
        Map<String, Row> rows = new LinkedHashMap<>();
        Matcher tr = TABLE_ROW.matcher(html);
        while (tr.find()) {
            Matcher name = NAME.matcher(tr.group(2));
            if (!name.find()) {
                continue;
            }
            Map<Integer, String> cells = new HashMap<>();
            Matcher cell = CELL.matcher(tr.group(2));
            while (cell.find()) {
                cells.put(Integer.parseInt(cell.group(1)), cell.group(2).trim());
            }
            if (cells.containsKey(2)) {
                rows.putIfAbsent(tr.group(1), new Row(unescape(name.group(1).trim()), count(cells.get(2)),
                        count(cells.get(3)), count(cells.get(4)), rate(cells.get(6)), count(cells.get(8)),
                        count(cells.get(11))));
            }
        }
        Row all = rows.remove("ROOT");
        if (all == null) {
            throw new IOException("no statistics table in " + index);
        }
        Row global = new Row("all", all.count(), all.ok(), all.ko(), all.throughput(), all.p50(), all.p99());
        return new Summary(workload, settings, global, List.copyOf(rows.values()), List.copyOf(errors));
    }

    /** The row of all requests in the report's table, by column (7 min, 8–11 the percentiles, 12 max), ms. */
    static Map<Integer, String> allRequestsCells(Path report) throws IOException {
        Matcher tr = TABLE_ROW.matcher(Files.readString(report.resolve("index.html")));
        Map<Integer, String> cells = new HashMap<>();
        while (tr.find()) {
            if (tr.group(1).equals("ROOT")) {
                Matcher cell = CELL.matcher(tr.group(2));
                while (cell.find()) {
                    cells.put(Integer.parseInt(cell.group(1)), cell.group(2).trim());
                }
                return cells;
            }
        }
        return cells;
    }

    private static long count(String v) {
        return v == null || v.isEmpty() || v.equals("-") ? 0 : Long.parseLong(v.replace(",", ""));
    }

    private static double rate(String v) {
        return v == null || v.isEmpty() || v.equals("-") ? 0 : Double.parseDouble(v.replace(",", ""));
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&");
    }

    public String markdown() {
        StringBuilder b = new StringBuilder();
        b.append("| request | count | ok | ko | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : requests) {
            b.append(line(r));
        }
        b.append(line(global).replace("| all |", "| **all** |"));
        return b.toString();
    }

    private static String line(Row r) {
        return String.format(Locale.ROOT, "| %s | %d | %d | %d | %.1f | %d | %d |%n", r.name(), r.count(), r.ok(),
                r.ko(), r.throughput(), r.p50(), r.p99());
    }
}
