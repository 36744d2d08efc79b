/**
 * What a Gatling simulation is handed and leaves behind, between the launcher (the commands: {@code load},
 * {@code compare}) and the simulation, which runs in the same JVM but is started by Gatling: the run's settings handed over as system
 * properties ({@link org.bourse.bench.simulation.RunSettings}), how long its users loop, the protocol its connections
 * speak, and the files a simulation leaves in the run's folder for the launcher (acknowledged orders, order
 * latencies). The workloads ({@code wstest}, {@code trade}, {@code http}) depend on this package and on
 * nothing else of the kit.
 */
package org.bourse.bench.simulation;
