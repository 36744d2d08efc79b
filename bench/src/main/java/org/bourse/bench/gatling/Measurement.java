package org.bourse.bench.gatling;

import java.nio.file.Path;

/**
 * One Gatling run, summarised: a run of {@code bench/load}, a level of a peak search, a warm-up slice or a
 * round of {@code bench/compare}.
 *
 * @param users         the run's users (connections)
 * @param summary       what it measured
 * @param report        Gatling's report folder, null when no request completed
 * @param gatlingStatus Gatling's exit status
 * @param folder        the run's folder
 */
public record Measurement(int users, GatlingSummary summary, Path report, int gatlingStatus, Path folder) {
}
