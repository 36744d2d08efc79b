/**
 * Running the kit's workloads with Gatling in the command's own JVM, shared by {@code bench/load} and
 * {@code bench/compare}: which workloads there are, how hard and with what they are loaded (the options both
 * commands take), one run with its progress line, and what it measured, read from Gatling's report.
 */
package org.bourse.bench.gatling;
