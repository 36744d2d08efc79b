package org.bourse.bench.suite;

import java.util.List;

import org.bourse.bench.results.SuiteSummary;
import org.bourse.bench.simulation.Methodology;

/**
 * One published method, run whole.
 *
 * @param name       what {@code --suite} calls it
 * @param title      the method's name, as its publisher used it
 * @param origin     who published it, and where its numbers came from
 * @param method     the method in words: load model, what is measured, what a result is
 * @param workloads  the kit's workloads it runs, one peak search each, in this order ({@code wstest}: all
 *                   of WSTest's operations and sizes)
 * @param load       saturation or think (the Trade workloads have their own model whatever this says)
 * @param peakStart  the first level of the peak search (connections or users)
 * @param peakFactor each next level is this many times the last
 * @param reset      whether Trade is reset before the run (so DayTrader's verification covers this run only)
 */
public record Suite(String name, String title, String origin, String method, List<String> workloads,
        Methodology load, int peakStart, double peakFactor, boolean reset) {

    /** How the peak search goes, in words, with the settings in force. */
    public String peakRule(int start, double factor, double gainPercent, int max) {
        return "levels " + start + ", then × " + trim(factor) + " each step, until throughput rises by less than "
                + trim(gainPercent) + "% over the best level (or " + max + " is passed, or a request fails); the"
                + " peak is the level with the highest throughput, zero errors";
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** What {@code summary.json}'s {@code suite} entry says. */
    public SuiteSummary.Method describe(String peakRule, List<String> ran) {
        return new SuiteSummary.Method(name, title, origin, method, peakRule, ran, reset);
    }
}
