package org.bourse.bench.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The CPU-over-time points a report draws, from samples taken at known instants. */
class CpuTimelineTest {

    private static final long MS = 1_000_000L;

    private static CpuSampler.Sample at(long ms, long serverTicks, long machineBusy) {
        return new CpuSampler.Sample(ms * MS, Map.of("server", serverTicks), Map.of("server", 1L),
                new MachineCpu(machineBusy, 0, machineBusy));
    }

    @Test
    void aRunShorterThanTheSamplingPeriodStillHasItsOnePoint() {
        // a fast machine served the whole run in 150 ms: only the start and end samples exist
        var window = new CpuSampler.Window(List.of(at(0, 0, 0), at(150, 12, 15)));
        List<CpuPoint> points = window.timeline();
        assertThat(points).hasSize(1);
        assertThat(points.get(0).cores().get("server")).isPositive();
        assertThat(points.get(0).foreignCores()).isPositive();
    }

    @Test
    void aShortLastIntervalAfterFullOnesAddsNoPoint() {
        var window = new CpuSampler.Window(List.of(at(0, 0, 0), at(1000, 100, 100), at(2000, 200, 200),
                at(2050, 205, 205)));
        List<CpuPoint> points = window.timeline();
        assertThat(points).extracting(CpuPoint::t).containsExactly(1.0, 2.0);
        assertThat(points).extracting(p -> p.cores().get("server")).containsOnly(1.0);
    }
}
