package org.bourse.bench.report;

import java.util.List;

/**
 * A chart of the report: its canvas's id (report.js draws it by that id) and its caption.
 *
 * @param id      the canvas's id
 * @param caption what it shows
 */
public record Chart(String id, String caption) {

    static final List<Chart> RUN = List.of(new Chart("throughput-over-time", "Throughput over time (responses/s)"),
            new Chart("latency-over-time", "Latency over time, p50 and p99 (ms)"),
            new Chart("latency-percentiles", "Latency percentiles (ms)"),
            new Chart("cpu-over-time", "CPU over time (cores): the load generator and the rest of the machine"));

    static final List<Chart> COMPARE = List.of(new Chart("ratios", "B/A per round: throughput and CPU per request"),
            new Chart("throughput-over-time", "Throughput over time, every measured run (responses/s)"),
            new Chart("latency-over-time", "Latency over time, p50 and p99 (ms)"),
            new Chart("latency-percentiles", "Latency percentiles (ms), median of each target's usable runs"),
            new Chart("cpu-over-time", "Server CPU over time (cores) and foreign CPU"),
            new Chart("warmup", "Warm-up: throughput of each slice"));

    static final List<Chart> SUITE = List.of(new Chart("peaks-chart", "Peak throughput of each workload (req/s)"),
            new Chart("peak-latency", "p50 and p99 at each workload's peak (ms)"));
}
