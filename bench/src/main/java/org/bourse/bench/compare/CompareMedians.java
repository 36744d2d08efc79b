package org.bourse.bench.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a comparison's runs add up to: each target's medians over its usable runs, and the B/A ratios of
 * throughput and of CPU per request taken round by round (the two runs of a round saw the same machine),
 * with their median and spread (highest − lowest round). A run with {@code excluded} set counts for
 * nothing; a round counts for the ratio only when both of its runs are usable.
 */
final class CompareMedians {

    static final List<String> MEASURES = List.of("throughput", "p50", "p99", "cpuPerRequestUs", "rssMb");

    private CompareMedians() {
    }

    static Map<String, Object> of(List<Map<String, Object>> runs) {
        Map<String, Object> medians = new LinkedHashMap<>();
        for (String target : List.of("A", "B")) {
            Map<String, Object> m = new LinkedHashMap<>();
            List<Map<String, Object>> usable = runs.stream()
                    .filter(r -> target.equals(r.get("target")) && r.get("excluded") == null).toList();
            m.put("runs", usable.size());
            for (String measure : MEASURES) {
                m.put(measure, median(usable.stream().map(r -> r.get(measure)).filter(v -> v instanceof Number)
                        .map(v -> ((Number) v).doubleValue()).toList()));
            }
            medians.put(target, m);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("medians", medians);
        Map<String, Object> ratio = new LinkedHashMap<>();
        for (String measure : List.of("throughput", "cpuPerRequestUs")) {
            List<Double> perRound = new ArrayList<>();
            List<Map<String, Object>> rounds = new ArrayList<>();
            int last = runs.stream().mapToInt(r -> ((Number) r.get("round")).intValue()).max().orElse(0);
            for (int round = 1; round <= last; round++) {
                Double a = value(runs, "A", round, measure);
                Double b = value(runs, "B", round, measure);
                if (a != null && b != null && a > 0) {
                    perRound.add(b / a);
                    Map<String, Object> one = new LinkedHashMap<>();
                    one.put("round", round);
                    one.put("ratio", round4(b / a));
                    rounds.add(one);
                }
            }
            if (!perRound.isEmpty()) {
                Map<String, Object> r = new LinkedHashMap<>();
                double min = perRound.stream().mapToDouble(Double::doubleValue).min().orElse(0);
                double max = perRound.stream().mapToDouble(Double::doubleValue).max().orElse(0);
                r.put("median", round4(median(perRound)));
                r.put("min", round4(min));
                r.put("max", round4(max));
                r.put("spread", round4(max - min));
                r.put("rounds", rounds);
                ratio.put(measure, r);
            }
        }
        result.put("ratio", ratio.containsKey("throughput") ? ratio : null);
        return result;
    }

    /** A usable run's value, null when the run was excluded or did not measure it. */
    private static Double value(List<Map<String, Object>> runs, String target, int round, String measure) {
        return runs.stream().filter(r -> target.equals(r.get("target")) && ((Number) r.get("round")).intValue() == round
                && r.get("excluded") == null && r.get(measure) instanceof Number)
                .map(r -> ((Number) r.get(measure)).doubleValue()).findFirst().orElse(null);
    }

    static Double median(List<Double> values) {
        if (values.isEmpty()) {
            return null;
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
