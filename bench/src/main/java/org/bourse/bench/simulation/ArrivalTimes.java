package org.bourse.bench.simulation;

import java.time.Duration;
import java.util.Arrays;

/**
 * When each arrival of an open-model run started, to tell whether the generator kept to its schedule. The
 * schedule holds the asked rate once the ramp is done: arrival {@code j} of that phase is due {@code j / rate}
 * seconds after the phase's first. Arrivals are compared with it in the order they started: an arrival that
 * started more than the given time after its place (a scheduler's tick and a young
 * collection: 10 ms unless asked otherwise) (the places set so that the earliest is on time) started late,
 * and a run with more than a few (OpenModelFigures#keptToSchedule) is no result, since its latencies were not
 * measured at the rate asked. The ramp's arrivals
 * (as many as a rate rising linearly from 0 brings) are warm-up and not compared.
 */
final class ArrivalTimes {

    private final double rate;
    private final long lateAfterNanos;
    private final int rampArrivals;
    private long[] starts = new long[4096];
    private int count;

    /**
     * @param ramp the ramp, over which the rate rises linearly from 0
     * @param rate the asked arrivals per second, held after the ramp
     * @param lateAfter how long after its place an arrival may start before it counts as late
     */
    ArrivalTimes(Duration ramp, double rate, Duration lateAfter) {
        this.rate = rate;
        this.lateAfterNanos = lateAfter.toNanos();
        // a rate rising linearly from 0 brings half the ramp's seconds' worth
        this.rampArrivals = (int) Math.round(rate * ramp.toNanos() / 1e9 / 2);
    }

    /** One arrival, starting now; whether it came at the held rate (else it is one of the ramp's). */
    boolean arrived() {
        return arrivedAt(System.nanoTime());
    }

    /** One arrival, starting at this time ({@link System#nanoTime()}'s); whether it came at the held rate. */
    synchronized boolean arrivedAt(long nanos) {
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = nanos;
        return count > rampArrivals;
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
            if (lateBy > lateAfterNanos) {
                late++;
            }
        }
        double achieved = (n - 1) / ((held[n - 1] - held[0]) / 1e9);
        return new Schedule(n, achieved, late, maxLate / 1e6);
    }

    /**
     * @param arrivals  the held phase's arrivals
     * @param achieved  their rate, per second, from the first's start to the last's
     * @param late      how many started more than the bound after their place
     * @param maxLateMs the latest start after its place, ms
     */
    record Schedule(long arrivals, double achieved, long late, double maxLateMs) {
    }
}
