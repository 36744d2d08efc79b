package org.bourse.bench.compare;

/**
 * How each target is warmed up before the measured rounds: slices of load until throughput is steady, within
 * bounds.
 *
 * @param sliceSeconds            one slice
 * @param maxSeconds              the longest warm-up (a warm-up that ends unsteady is said so)
 * @param minSeconds              the shortest, steady or not
 * @param steadyWindow            slices that must agree
 * @param steadyTolerancePercent  percent they may differ by
 */
record Warmup(int sliceSeconds, int maxSeconds, int minSeconds, int steadyWindow, double steadyTolerancePercent) {

    Warmup {
        if (sliceSeconds < 1 || maxSeconds < 0) {
            throw new IllegalArgumentException("--warmup-slice must be at least 1 s and --warmup-max not negative");
        }
        if (minSeconds < 0 || minSeconds > maxSeconds) {
            throw new IllegalArgumentException("--warmup-min must be between 0 and --warmup-max (" + maxSeconds + " s)");
        }
        // checked now, not when the first warm-up ends
        new Steadiness(steadyWindow, steadyTolerancePercent / 100);
    }

    Steadiness steadiness() {
        return new Steadiness(steadyWindow, steadyTolerancePercent / 100);
    }

    /** When a warm-up is over, in words. */
    String rule() {
        return steadyWindow + " slices within " + steadyTolerancePercent + "%"
                + (minSeconds > 0 ? ", after at least " + minSeconds + " s" : "");
    }
}
