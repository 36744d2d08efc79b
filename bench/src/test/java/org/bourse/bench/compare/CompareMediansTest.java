package org.bourse.bench.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class CompareMediansTest {

    @Test
    void ratiosAreTakenRoundByRoundWithTheirMedianAndSpread() {
        List<Map<String, Object>> runs = List.of(run("A", 1, 1000, 100, null), run("B", 1, 1100, 90, null),
                run("B", 2, 1300, 80, null), run("A", 2, 1000, 100, null),
                run("A", 3, 2000, 50, null), run("B", 3, 2400, 40, null));
        Map<String, Object> r = CompareMedians.of(runs);
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> ratio = (Map<String, Map<String, Object>>) r.get("ratio");
        assertThat(ratio.get("throughput").get("median")).isEqualTo(1.2);
        assertThat(ratio.get("throughput").get("min")).isEqualTo(1.1);
        assertThat(ratio.get("throughput").get("max")).isEqualTo(1.3);
        assertThat((double) ratio.get("throughput").get("spread")).isEqualTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ratio.get("cpuPerRequestUs").get("median")).isEqualTo(0.8);
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> medians = (Map<String, Map<String, Object>>) r.get("medians");
        assertThat(medians.get("A").get("throughput")).isEqualTo(1000.0);
        assertThat(medians.get("B").get("throughput")).isEqualTo(1300.0);
        assertThat(medians.get("B").get("runs")).isEqualTo(3);
    }

    @Test
    void anExcludedRunCountsForNothingAndItsRoundGivesNoRatio() {
        List<Map<String, Object>> runs = List.of(run("A", 1, 1000, 100, null), run("B", 1, 5000, 10, "3 failed requests"),
                run("B", 2, 1100, 90, null), run("A", 2, 1000, 100, null),
                run("A", 3, 1000, 100, null), run("B", 3, 1200, 80, null));
        Map<String, Object> r = CompareMedians.of(runs);
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> ratio = (Map<String, Map<String, Object>>) r.get("ratio");
        assertThat(ratio.get("throughput").get("median")).isEqualTo(1.15);
        assertThat((List<?>) ratio.get("throughput").get("rounds")).hasSize(2);
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> medians = (Map<String, Map<String, Object>>) r.get("medians");
        assertThat(medians.get("B").get("runs")).isEqualTo(2);
    }

    @Test
    void withoutAUsableRoundThereIsNoRatio() {
        List<Map<String, Object>> runs = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            runs.add(run("A", round, 1000, 100, "foreign CPU 0.90 cores > 0.25 (--max-foreign)"));
            runs.add(run("B", round, 1000, 100, null));
        }
        assertThat(CompareMedians.of(runs).get("ratio")).isNull();
    }

    private static Map<String, Object> run(String target, int round, double throughput, double cpu, String excluded) {
        Map<String, Object> r = new HashMap<>();
        r.put("target", target);
        r.put("round", round);
        r.put("throughput", throughput);
        r.put("cpuPerRequestUs", cpu);
        r.put("p50", 1L);
        r.put("p99", 5L);
        r.put("rssMb", 300L);
        r.put("excluded", excluded);
        return r;
    }
}
