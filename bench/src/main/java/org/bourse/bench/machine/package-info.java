/**
 * What the machine and its processes did during a run, read from Linux's {@code /proc}: CPU time of a
 * process and its descendants, resident memory, the whole machine's busy and stolen time, and what the
 * machine is (CPU model, cores, memory, kernel). Shared by {@code bench/compare} and the wrk scripts
 * (through {@code bench/lib/proc.sh}, which is tested against these readings).
 */
package org.bourse.bench.machine;
