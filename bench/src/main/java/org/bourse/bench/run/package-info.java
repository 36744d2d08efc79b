/**
 * What one Gatling run is, between the launcher and a simulation: the run's settings handed over as system
 * properties ({@link org.bourse.bench.run.RunSettings}), how long its users loop, the protocol its connections
 * speak, and the files a simulation leaves in the run's folder for the launcher (acknowledged orders, order
 * latencies). The workloads ({@code wstest}, {@code trade}, {@code http}) depend on this package and on
 * nothing else of the kit.
 */
package org.bourse.bench.run;
