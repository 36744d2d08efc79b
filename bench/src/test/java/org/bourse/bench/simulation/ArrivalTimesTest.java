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
    private static final Duration TEN_MS = Duration.ofMillis(10);

    @Test
    void arrivalsOnTheirScheduleAreNoneLateAndComeAtTheAskedRate() {
        ArrivalTimes times = new ArrivalTimes(Duration.ZERO, 100, TEN_MS);
        long start = 5_000 * MS;
        for (int j = 0; j < 500; j++) {
            // a millisecond of jitter either way
            times.arrivedAt(start + j * 10 * MS + (j % 3 - 1) * MS);
        }
        ArrivalTimes.Schedule s = times.schedule();
        assertThat(s.arrivals()).isEqualTo(500);
        assertThat(s.late()).isZero();
        assertThat(s.maxLateMs()).isCloseTo(2.0, within(0.001));
        assertThat(s.achieved()).isCloseTo(100, within(0.1));
    }

    @Test
    void aStallOfTheGeneratorMakesTheArrivalsDueInItLate() {
        ArrivalTimes times = new ArrivalTimes(Duration.ZERO, 100, TEN_MS);
        for (int j = 0; j < 500; j++) {
            long due = j * 10 * MS;
            // stalled from 2.000 s to 2.045 s: the arrivals due then start together at its end
            long started = due >= 2_000 * MS && due < 2_045 * MS ? 2_045 * MS : due;
            times.arrivedAt(started);
        }
        ArrivalTimes.Schedule s = times.schedule();
        // due at 2.000, 2.010, 2.020, 2.030 (45, 35, 25, 15 ms late) and 2.040 (5 ms: within the bound)
        assertThat(s.late()).isEqualTo(4);
        assertThat(s.maxLateMs()).isCloseTo(45, within(0.001));
        // the same with a bound of 30 ms (--late-after 30): two
        ArrivalTimes lenient = new ArrivalTimes(Duration.ZERO, 100, Duration.ofMillis(30));
        for (int j = 0; j < 500; j++) {
            long due = j * 10 * MS;
            lenient.arrivedAt(due >= 2_000 * MS && due < 2_045 * MS ? 2_045 * MS : due);
        }
        assertThat(lenient.schedule().late()).isEqualTo(2);
    }

    @Test
    void theRampsArrivalsAreWarmUpAndLeftOutOfTheSchedule() {
        // 20 a second reached over 2 s: 20 arrivals in the ramp
        ArrivalTimes times = new ArrivalTimes(Duration.ofSeconds(2), 20, TEN_MS);
        for (int j = 0; j < 20; j++) {
            // the ramp's, late as they like
            assertThat(times.arrivedAt(j * 100 * MS + 40 * MS)).as("ramp arrival %d", j).isFalse();
        }
        for (int j = 0; j < 60; j++) {
            assertThat(times.arrivedAt(2_000 * MS + j * 50 * MS)).as("held arrival %d", j).isTrue();
        }
        ArrivalTimes.Schedule s = times.schedule();
        assertThat(s.arrivals()).isEqualTo(60);
        assertThat(s.late()).isZero();
        assertThat(s.achieved()).isCloseTo(20, within(0.01));
    }

    @Test
    void responseTimesGoIntoFullHistogramsByNameAndOfAll() {
        ResponseTimes responses = new ResponseTimes();
        for (int i = 1; i <= 1000; i++) {
            responses.record(i % 2 == 0 ? "b" : "a", 10_000, 10_000 + i);
        }
        assertThat(responses.latencies().keySet()).containsExactly("a", "b", ResponseTimes.ALL);
        OpenModelFigures.Latency all = OpenModelFigures.Latency.of("all", responses.latencies().get(ResponseTimes.ALL));
        assertThat(all.count()).isEqualTo(1000);
        assertThat(all.p50()).isEqualTo(500);
        assertThat(all.p90()).isEqualTo(900);
        assertThat(all.p99()).isEqualTo(990);
        assertThat(all.p999()).isEqualTo(999);
        assertThat(all.max()).isEqualTo(1000);
    }
}
