/**
 * {@code bench/compare}: two servers, or two ways to start one, on one workload, interleaved in rounds after a
 * warm-up of each until steady; the medians, the B/A ratios round by round, and the full disclosure report.
 * Its options: {@link org.bourse.bench.compare.CompareCommandLine}.
 */
package org.bourse.bench.compare;
