package org.bourse.bench.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/**
 * Whether the generator kept to its schedule, told from when its arrivals started: on time, behind for a stall,
 * and the ramp's arrivals left out.
 */
class ArrivalTimesTest {

    private static final long MS = 1_000_000;

    @Test
    void arrivalsOnTheirScheduleAreNoneLateAndComeAtTheAskedRate() {
        ArrivalTimes times = new ArrivalTimes(Duration.ZERO, 100);
        long start = 5_000 * MS;
        for (int j = 0; j < 500; j++) {
            // a millisecond of jitter either way
            times.arrivedAt(start + j * 10 * MS + (j % 3 - 1) * MS, 0);
        }
        ArrivalTimes.Schedule s = times.schedule();
        assertThat(s.arrivals()).isEqualTo(500);
        assertThat(s.late()).isZero();
        assertThat(s.maxLateMs()).isCloseTo(2.0, within(0.001));
        assertThat(s.achieved()).isCloseTo(100, within(0.1));
    }

    @Test
    void aStallOfTheGeneratorMakesTheArrivalsDueInItLate() {
        ArrivalTimes times = new ArrivalTimes(Duration.ZERO, 100);
        for (int j = 0; j < 500; j++) {
            long due = j * 10 * MS;
            // stalled from 2.000 s to 2.045 s: the arrivals due then start together at its end
            long started = due >= 2_000 * MS && due < 2_045 * MS ? 2_045 * MS : due;
            times.arrivedAt(started, 0);
        }
        ArrivalTimes.Schedule s = times.schedule();
        // due at 2.000, 2.010, 2.020, 2.030 (45, 35, 25, 15 ms late) and 2.040 (5 ms: within the bound)
        assertThat(s.late()).isEqualTo(4);
        assertThat(s.maxLateMs()).isCloseTo(45, within(0.001));
    }

    @Test
    void theRampsArrivalsAreWarmUpAndResponsesBeforeTheHeldRateAreNotCounted() {
        // 20 a second reached over 2 s: 20 arrivals in the ramp
        ArrivalTimes times = new ArrivalTimes(Duration.ofSeconds(2), 20);
        ResponseTimes responses = new ResponseTimes(times);
        for (int j = 0; j < 20; j++) {
            // the ramp's, late as they like
            times.arrivedAt(j * 100 * MS + 40 * MS, 1_000 + j);
        }
        responses.record("r", 1_019, 1_500);
        for (int j = 0; j < 60; j++) {
            times.arrivedAt(2_000 * MS + j * 50 * MS, 2_000 + j * 50);
        }
        responses.record("r", 2_000, 2_007);
        ArrivalTimes.Schedule s = times.schedule();
        assertThat(s.arrivals()).isEqualTo(60);
        assertThat(s.late()).isZero();
        assertThat(s.achieved()).isCloseTo(20, within(0.01));
        assertThat(responses.latencies().get("r").getTotalCount()).isEqualTo(1);
        assertThat(responses.latencies().get("r").getMaxValue()).isEqualTo(7);
        assertThat(responses.latencies().get(ResponseTimes.ALL).getTotalCount()).isEqualTo(1);
    }
}
