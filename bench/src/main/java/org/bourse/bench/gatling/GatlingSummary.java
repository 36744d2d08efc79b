package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * What a run measured, per request name and in total, read from Gatling's records of the run: the head of a
 * {@code bench/load} run's {@code summary.json} ({@code org.bourse.bench.load.RunSummary}), its
 * {@code summary.md} table, and each run of {@code bench/compare}.
 *
 * @param workload the workload's name
 * @param settings the run's settings in words
 * @param global   all requests
 * @param requests one row per request name, in the report's order
 * @param errors   Gatling's error messages with their counts (empty when none failed)
 */
public record GatlingSummary(String workload, String settings, Row global, List<Row> requests, List<String> errors) {

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
    static GatlingSummary nothingCompleted(String workload, String settings, List<String> errors) {
        return new GatlingSummary(workload, settings, new Row("all", 0, 0, 0, 0, 0, 0), List.of(), List.copyOf(errors));
    }

    /**
     * The report's statistics, from the run's records (Gatling's {@code simulation.log}, read by Gatling's own
     * reader): all requests, then one row per request name; the percentiles are 50 and 99 of all requests,
     * answered or failed, as the report's table shows them.
     */
    static GatlingSummary read(Path report, String workload, String settings, List<String> errors) throws IOException {
        RunLog log = RunLog.of(report);
        Row global = log.global();
        if (global == null) {
            throw new IOException("no request recorded in " + report);
        }
        return new GatlingSummary(workload, settings, global, List.copyOf(log.requests()), List.copyOf(errors));
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
