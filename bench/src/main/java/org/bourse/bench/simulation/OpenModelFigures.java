package org.bourse.bench.simulation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.HdrHistogram.Histogram;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * What an open-model run ({@code --rate}) measured once its rate was held: the rate asked and the rate the
 * arrivals came at, how many started late (then the generator fell behind, and the run is no result), and the
 * response times of every request name from full histograms. Written by the simulation into its run's folder
 * ({@code open-model.json}), read by the launcher for the console, {@code summary.md} and {@code summary.json}.
 *
 * @param askedRate     arrivals per second asked ({@code --rate})
 * @param arrivals      arrivals while the rate was held
 * @param achievedRate  their rate, per second
 * @param lateArrivals  arrivals that started more than {@code lateAfterMs} after their place in the schedule
 * @param maxLateMs     the latest start after its place, ms
 * @param lateAfterMs   how late counts as late, ms
 * @param requests      response times per request name, then of all requests
 */
public record OpenModelFigures(double askedRate, long arrivals, double achievedRate, long lateArrivals,
        double maxLateMs, double lateAfterMs, List<Latency> requests) {

    public static final String FILE = "open-model.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * Response times of one request name (or of all: {@code all}), ms.
     *
     * @param name  the request's name
     * @param count responses timed
     */
    public record Latency(String name, long count, long p50, long p90, long p99, long p999, long max) {

        static Latency of(String name, Histogram h) {
            return new Latency(name, h.getTotalCount(), h.getValueAtPercentile(50), h.getValueAtPercentile(90),
                    h.getValueAtPercentile(99), h.getValueAtPercentile(99.9), h.getMaxValue());
        }
    }

    static OpenModelFigures of(double rate, ArrivalTimes.Schedule schedule, Duration lateAfter,
            Map<String, Histogram> latencies) {
        List<Latency> rows = new ArrayList<>();
        latencies.forEach((name, h) -> rows.add(Latency.of(name, h)));
        return new OpenModelFigures(rate, schedule.arrivals(), round(schedule.achieved()), schedule.late(),
                round(schedule.maxLateMs()), lateAfter.toMillis(), List.copyOf(rows));
    }

    /**
     * Whether the generator kept to its schedule: the arrivals came at the asked rate (within 1%) and no more
     * than 1% of them started late. Else it fell behind, and the run is no result. A few late ones are the
     * generator's own pauses (its collector: 10–40 ms measured on one core), counted and shown with the latest.
     */
    public boolean keptToSchedule() {
        return achievedRate >= askedRate * 0.99 && lateArrivals <= arrivals / 100;
    }

    /** The response times of all requests. */
    public Latency all() {
        return requests.stream().filter(r -> r.name().equals(ResponseTimes.ALL)).findFirst().orElseThrow();
    }

    void write(RunSettings run) {
        try {
            JSON.writeValue(Path.of(run.folder(), FILE).toFile(), this);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the open model's figures into " + run.folder(), e);
        }
    }

    /** The figures of the run in this folder; null when it ran the closed model. */
    public static OpenModelFigures read(Path folder) throws IOException {
        Path file = folder.resolve(FILE);
        return Files.isRegularFile(file) ? JSON.readValue(file.toFile(), OpenModelFigures.class) : null;
    }

    /** The arrivals, then a table of the response times, for the console and {@code summary.md}. */
    public String markdown() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                "Open model: %.2f arrivals/s asked, %.2f achieved (%d arrivals at the held rate); %d started more"
                        + " than %.0f ms late (the latest %.1f ms)%s%n%n",
                askedRate, achievedRate, arrivals, lateArrivals, lateAfterMs, maxLateMs,
                keptToSchedule() ? "" : ": the generator fell behind (more than 1% late, or the rate not held),"
                        + " so this run is no result"));
        b.append("| request | responses | p50 ms | p90 ms | p99 ms | p99.9 ms | max ms |\n"
                + "|---|---:|---:|---:|---:|---:|---:|\n");
        for (Latency r : requests) {
            String name = r.name().equals(ResponseTimes.ALL) ? "**all**" : r.name();
            b.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d |%n", name, r.count(), r.p50(),
                    r.p90(), r.p99(), r.p999(), r.max()));
        }
        return b.toString();
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
