package org.bourse.bench.results;

/**
 * Both verdicts of a checked Trade run, as {@code summary.json}'s {@code verdict}.
 *
 * @param requests       requests sent
 * @param failedRequests those that failed
 * @param runCheckPassed whether the run check passed
 * @param result         whether the run is a result: no failed request, no run cut short, run check passed
 */
public record Verdict(long requests, long failedRequests, boolean runCheckPassed, boolean result) {
}
