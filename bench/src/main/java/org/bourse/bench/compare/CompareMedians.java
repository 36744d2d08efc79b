package org.bourse.bench.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.bourse.bench.results.CompareSummary.Medians;
import org.bourse.bench.results.CompareSummary.Ratio;
import org.bourse.bench.results.CompareSummary.Ratios;
import org.bourse.bench.results.CompareSummary.RoundRatio;
import org.bourse.bench.results.CompareSummary.Run;

/**
 * What a comparison's runs add up to: each target's medians over its usable runs, and the B/A ratios of
 * throughput and of CPU per request taken round by round (the two runs of a round saw the same machine),
 * with their median and spread (highest − lowest round). A run with {@code excluded} set counts for
 * nothing; a round counts for the ratio only when both of its runs are usable.
 *
 * @param medians each target's
 * @param ratio   the ratios (null: no round had both runs usable)
 */
record CompareMedians(Map<String, Medians> medians, Ratios ratio) {

    static CompareMedians of(List<Run> runs) {
        Map<String, Medians> medians = new LinkedHashMap<>();
        for (String target : List.of("A", "B")) {
            List<Run> usable = runs.stream().filter(r -> target.equals(r.target()) && r.usable()).toList();
            medians.put(target, new Medians(usable.size(), median(usable, Run::throughput),
                    median(usable, r -> (double) r.p50()), median(usable, r -> (double) r.p99()),
                    median(usable, Run::cpuPerRequestUs), median(usable, r -> r.rssMb() == null ? null
                            : r.rssMb().doubleValue()), median(usable, r -> r.openModel() == null ? null
                            : (double) r.openModel().all().p999())));
        }
        Ratio throughput = ratio(runs, Run::throughput);
        return new CompareMedians(medians, throughput == null ? null
                : new Ratios(throughput, ratio(runs, Run::cpuPerRequestUs)));
    }

    /** B/A of a measure round by round, null when no round had both runs usable and measured. */
    private static Ratio ratio(List<Run> runs, Function<Run, Double> measure) {
        List<Double> perRound = new ArrayList<>();
        List<RoundRatio> rounds = new ArrayList<>();
        int last = runs.stream().mapToInt(Run::round).max().orElse(0);
        for (int round = 1; round <= last; round++) {
            Double a = value(runs, "A", round, measure);
            Double b = value(runs, "B", round, measure);
            if (a != null && b != null && a > 0) {
                perRound.add(b / a);
                rounds.add(new RoundRatio(round, round4(b / a)));
            }
        }
        if (perRound.isEmpty()) {
            return null;
        }
        double min = perRound.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = perRound.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return new Ratio(round4(median(perRound)), round4(min), round4(max), round4(max - min), rounds);
    }

    /** A usable run's value, null when the run was excluded or did not measure it. */
    private static Double value(List<Run> runs, String target, int round, Function<Run, Double> measure) {
        return runs.stream().filter(r -> target.equals(r.target()) && r.round() == round && r.usable())
                .map(measure).filter(v -> v != null).findFirst().orElse(null);
    }

    private static Double median(List<Run> runs, Function<Run, Double> measure) {
        return median(runs.stream().map(measure).filter(v -> v != null).toList());
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
