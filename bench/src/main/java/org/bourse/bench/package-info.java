/**
 * The load kit behind {@code bench/load}: a launcher that runs one named Gatling workload against a
 * running server, shows one progress line, and writes the report, {@code summary.json} and
 * {@code summary.md}; any failed request or (Trade) a violated invariant fails it. The workloads are in
 * {@code wstest/} and {@code trade/}. See docs/benchmarks.md.
 */
package org.bourse.bench;
