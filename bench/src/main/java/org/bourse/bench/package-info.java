/**
 * The load kit behind {@code bench/load}, {@code bench/compare} and {@code bench/floor} (docs/benchmarks/load-kit.md),
 * a package per command and per shared part:
 * <ul>
 * <li>{@code load}, {@code compare}, {@code floor}: the commands; {@code suite}: the published methods
 * {@code bench/load --suite} runs;</li>
 * <li>{@code cli}: how every command reads its options and says a usage error;</li>
 * <li>{@code gatling}: running a workload with Gatling in the command's JVM, and what it measured;</li>
 * <li>{@code simulation}: what a Gatling simulation is handed and leaves behind, between the launcher and the
 * workloads ({@code wstest}, {@code trade}, {@code http});</li>
 * <li>{@code results}: the {@code summary.json} every command writes, as records;</li>
 * <li>{@code server}: the server under test, as the kit's own requests see it;</li>
 * <li>{@code machine}, {@code profile}, {@code report}: CPU readings, CPU profiles, the HTML report.</li>
 * </ul>
 */
package org.bourse.bench;
