/**
 * The results every command writes, as one record model: a run folder's {@code summary.json} is a
 * {@link org.bourse.bench.results.SummaryDocument} — a bench/load run ({@link org.bourse.bench.results.RunSummary})
 * or peak search ({@link org.bourse.bench.results.PeakSummary}), a suite ({@link org.bourse.bench.results.SuiteSummary})
 * or a comparison ({@link org.bourse.bench.results.CompareSummary}) — written and read with Jackson. The parts other
 * packages measure are their records: the machine, a JVM and a CPU timeline ({@code machine}), the server's settings
 * and run check ({@code server}), a profile ({@code profile}), Gatling's statistics ({@code gatling}). The field
 * names are the published ones (bench/README.md, "The results folder"); the tests read files the commands wrote
 * before the records existed and write them back unchanged.
 */
package org.bourse.bench.results;
