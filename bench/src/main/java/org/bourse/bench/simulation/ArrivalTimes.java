package org.bourse.bench.simulation;

import java.time.Duration;
import java.util.Arrays;

/**
 * When each arrival of an open-model run started, to tell whether the generator kept to its schedule. The
 * schedule holds the asked rate once the ramp is done: arrival {@code j} of that phase is due {@code j / rate}
 * seconds after the phase's first. Arrivals are compared with it in the order they started: an arrival that
 * started more than {@link #LATE} after its place (the places set so that the earliest is on time) started late,
 * and a run with one is no result, since its latencies were not measured at the rate asked. The ramp's arrivals
 * (as many as a rate rising linearly from 0 brings) are warm-up and not compared.
 */
final class ArrivalTimes {

    /** How late an arrival may start before it counts as late: a scheduler's tick and a young collection. */
    static final Duration LATE = Duration.ofMillis(10);

    private final double rate;
    private final int rampArrivals;
    private long[] starts = new long[4096];
    private int count;
    /** When the held rate's first arrival started (epoch ms): responses to requests before it are the ramp's. */
    private volatile long heldSinceMillis = Long.MAX_VALUE;

    /**
     * @param ramp the ramp, over which the rate rises linearly from 0
     * @param rate the asked arrivals per second, held after the ramp
     */
    ArrivalTimes(Duration ramp, double rate) {
        this.rate = rate;
        // a rate rising linearly from 0 brings half the ramp's seconds' worth
        this.rampArrivals = (int) Math.round(rate * ramp.toNanos() / 1e9 / 2);
    }

    /** One arrival, starting now. */
    void arrived() {
        arrivedAt(System.nanoTime(), System.currentTimeMillis());
    }

    /** One arrival, starting at this time (both clocks'). */
    synchronized void arrivedAt(long nanos, long millis) {
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = nanos;
        if (count == rampArrivals + 1) {
            heldSinceMillis = millis;
        }
    }

    /** Whether a request sent at this time (epoch ms) was sent at the held rate, after the ramp. */
    boolean held(long startMillis) {
        return startMillis >= heldSinceMillis;
    }

    /** The held phase's arrivals against their schedule. */
    synchronized Schedule schedule() {
        int skip = Math.min(rampArrivals, count);
        long[] held = Arrays.copyOfRange(starts, skip, count);
        Arrays.sort(held);
        int n = held.length;
        if (n < 2) {
            return new Schedule(n, 0, 0, 0);
        }
        double interval = 1e9 / rate;
        double earliest = Double.MAX_VALUE;
        for (int j = 0; j < n; j++) {
            earliest = Math.min(earliest, held[j] - j * interval);
        }
        long late = 0;
        double maxLate = 0;
        for (int j = 0; j < n; j++) {
            double lateBy = held[j] - j * interval - earliest;
            maxLate = Math.max(maxLate, lateBy);
            if (lateBy > LATE.toNanos()) {
                late++;
            }
        }
        double achieved = (n - 1) / ((held[n - 1] - held[0]) / 1e9);
        return new Schedule(n, achieved, late, maxLate / 1e6);
    }

    /**
     * @param arrivals  the held phase's arrivals
     * @param achieved  their rate, per second, from the first's start to the last's
     * @param late      how many started more than {@link #LATE} after their place
     * @param maxLateMs the latest start after its place, ms
     */
    record Schedule(long arrivals, double achieved, long late, double maxLateMs) {
    }
}
