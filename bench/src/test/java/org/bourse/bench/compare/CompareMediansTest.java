package org.bourse.bench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.results.CompareSummary.Run;
import org.bourse.bench.simulation.OpenModelFigures;
import org.junit.jupiter.api.Test;

class CompareMediansTest {

    @Test
    void ratiosAreTakenRoundByRoundWithTheirMedianAndSpread() {
        List<Run> runs = List.of(run("A", 1, 1000, 100, null), run("B", 1, 1100, 90, null),
                run("B", 2, 1300, 80, null), run("A", 2, 1000, 100, null),
                run("A", 3, 2000, 50, null), run("B", 3, 2400, 40, null));
        CompareMedians r = CompareMedians.of(runs);
        assertThat(r.ratio().throughput().median()).isEqualTo(1.2);
        assertThat(r.ratio().throughput().min()).isEqualTo(1.1);
        assertThat(r.ratio().throughput().max()).isEqualTo(1.3);
        assertThat(r.ratio().throughput().spread()).isEqualTo(0.2, offset(1e-9));
        assertThat(r.ratio().cpuPerRequestUs().median()).isEqualTo(0.8);
        assertThat(r.medians().get("A").throughput()).isEqualTo(1000.0);
        assertThat(r.medians().get("B").throughput()).isEqualTo(1300.0);
        assertThat(r.medians().get("B").runs()).isEqualTo(3);
    }

    @Test
    void anExcludedRunCountsForNothingAndItsRoundGivesNoRatio() {
        List<Run> runs = List.of(run("A", 1, 1000, 100, null), run("B", 1, 5000, 10, "3 failed requests"),
                run("B", 2, 1100, 90, null), run("A", 2, 1000, 100, null),
                run("A", 3, 1000, 100, null), run("B", 3, 1200, 80, null));
        CompareMedians r = CompareMedians.of(runs);
        assertThat(r.ratio().throughput().median()).isEqualTo(1.15);
        assertThat(r.ratio().throughput().rounds()).hasSize(2);
        assertThat(r.medians().get("B").runs()).isEqualTo(2);
    }

    @Test
    void withoutAUsableRoundThereIsNoRatio() {
        List<Run> runs = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            runs.add(run("A", round, 1000, 100, "foreign CPU 0.90 cores > 0.25 (--max-foreign)"));
            runs.add(run("B", round, 1000, 100, null));
        }
        assertThat(CompareMedians.of(runs).ratio()).isNull();
    }

    @Test
    void openModelRunsGiveTheMedianOfTheirP999AndTheClosedModelNone() {
        List<Run> runs = List.of(open("A", 1, 40), open("B", 1, 90), open("A", 2, 60), open("B", 2, 70),
                open("A", 3, 900));
        CompareMedians r = CompareMedians.of(runs);
        assertThat(r.medians().get("A").p999()).isEqualTo(60.0);
        assertThat(r.medians().get("B").p999()).isEqualTo(80.0);
        assertThat(CompareMedians.of(List.of(run("A", 1, 1000, 100, null))).medians().get("A").p999()).isNull();
        String table = CompareTable.markdown(new CompareSummary(CompareSummary.KIND, null, null, "EchoVoid", null, null,
                null, null, 3, List.of("A", "B"), null, null, runs, null, r.medians(), r.ratio(), null));
        assertThat(table).contains("| p99.9 ms | 60 | 80 |", "Open model, full histograms of the held rate:",
                "| 3 | A | 40.00 | 39.90 | 2 | 3 | 4 | 900 | 950 | 0 |");
    }

    private static Run open(String target, int round, long p999) {
        OpenModelFigures figures = new OpenModelFigures(40, 400, 39.9, 0, 1.5, 10, List.of(
                new OpenModelFigures.Latency("all", 400, 2, 3, 4, p999, p999 + 50)));
        return new Run(target, round, 400, 0, 40, 2, 4, 100.0, 300L, 10, 1, 0.5, 0, 0, null, List.of(), null, List.of(),
                List.of(), null, figures);
    }

    private static Run run(String target, int round, double throughput, double cpu, String excluded) {
        return new Run(target, round, 100, 0, throughput, 1, 5, cpu, 300L, 10, 1, 0.5, 0, 0, excluded, List.of(),
                null, List.of(), List.of(), null, null);
    }
}
