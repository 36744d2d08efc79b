package org.bourse.bench.compare;

import java.util.List;

/**
 * When a warm-up is over: the last {@code window} slices' throughputs lie within {@code tolerance} of
 * each other ((highest − lowest) / highest), none of them zero. A JVM pinned to one core keeps climbing
 * for minutes while its JIT compilers share the core; once the compiled code is in place, slices agree.
 *
 * @param window    slices that must agree (at least 2)
 * @param tolerance fraction they may differ by (0.05: 5%)
 */
record Steadiness(int window, double tolerance) {

    Steadiness {
        if (window < 2) {
            throw new IllegalArgumentException("--steady-window must be at least 2");
        }
        if (tolerance <= 0 || tolerance >= 1) {
            throw new IllegalArgumentException("--steady-tolerance must be a percentage between 0 and 100");
        }
    }

    boolean steady(List<Double> throughputs) {
        if (throughputs.size() < window) {
            return false;
        }
        List<Double> last = throughputs.subList(throughputs.size() - window, throughputs.size());
        double max = last.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double min = last.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        return min > 0 && (max - min) / max <= tolerance;
    }
}
