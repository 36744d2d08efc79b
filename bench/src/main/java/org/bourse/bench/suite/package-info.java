/**
 * The published benchmark methods as suites of {@code bench/load --suite NAME}: what each runs (workloads,
 * load model, the peak search), the method in words for its summary and report, and the suite's
 * {@code summary.json}/{@code summary.md} over its runs. Running them is the launcher's (SuiteCommand).
 */
package org.bourse.bench.suite;
