package org.bourse.bench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A comparison's and a suite's summary.json as records: files bench/compare and bench/load --suite wrote before
 * their summaries were typed (a profiled comparison of two servers on a checked Trade workload, a profiled suite,
 * a suite with a run check) read into the records and written back the same, field for field.
 */
class CompareAndSuiteSummaryTest {

    @TempDir
    Path written;

    @Test
    void aProfiledCheckedComparisonReadsAndWritesBackTheSame() throws Exception {
        CompareSummary s = (CompareSummary) WrittenBefore.roundTrip("compare-trade-soap", written);
        assertThat(s.workload()).isEqualTo("trade-soap");
        assertThat(s.order()).containsExactly("A", "B", "B", "A", "A", "B");
        assertThat(s.runs()).hasSize(6).allSatisfy(r -> {
            assertThat(r.requests()).isEqualTo(60);
            assertThat(r.usable()).isTrue();
            assertThat(r.cpuTimeline()).isNotEmpty();
            assertThat(r.cpuTimeline().get(0).cores()).containsOnlyKeys("A", "B", "load");
        });
        assertThat(s.target("A").started()).isFalse();
        assertThat(s.target("B").started()).isTrue();
        assertThat(s.target("B").command()).contains("-XX:+UseSerialGC");
        assertThat(s.target("A").checks().passed()).isTrue();
        assertThat(s.target("B").checks().server().invariants().allHold()).isTrue();
        assertThat(s.profile()).containsOnlyKeys("A", "B");
        assertThat(s.profile().get("B").runs()).isEqualTo(3);
        assertThat(s.medians().get("A").runs()).isEqualTo(3);
        assertThat(s.ratio().throughput().rounds()).hasSize(3);
        assertThat(s.warmup().get("A").slices()).isNotEmpty();
    }

    @Test
    void aProfiledSuiteReadsAndWritesBackTheSame() throws Exception {
        SuiteSummary s = (SuiteSummary) WrittenBefore.roundTrip("suite-wstest-think-profiled", written);
        assertThat(s.suite().workloads()).containsExactly("EchoVoid", "GetOrder-20");
        assertThat(s.runs()).extracting(SuiteSummary.Row::workload).containsExactly("EchoVoid", "GetOrder-20");
        assertThat(s.runs().get(0).profile().level()).isEqualTo(s.runs().get(0).peakUsers());
        assertThat(s.profile().samples()).isEqualTo(s.runs().stream().mapToLong(r -> r.profile().samples()).sum());
        assertThat(s.passed()).isTrue();
    }

    @Test
    void aSuiteWithARunCheckReadsAndWritesBackTheSame() throws Exception {
        SuiteSummary s = (SuiteSummary) WrittenBefore.roundTrip("suite-stocktrader-web", written);
        assertThat(s.runs()).singleElement().satisfies(r -> {
            assertThat(r.checks().ran()).isTrue();
            assertThat(r.checks().passed()).isTrue();
            assertThat(r.peak().ko()).isZero();
        });
    }
}
