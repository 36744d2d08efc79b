/**
 * What the machine and its processes did during a run, read from Linux's {@code /proc} and cgroups: CPU
 * time of a process and its descendants or of a container's cgroup, resident memory, the whole machine's
 * busy and stolen time, what the machine is (CPU model, cores, memory, kernel) and which containers a
 * target ran in ({@link org.bourse.bench.machine.Topology}). Shared by {@code bench/compare} and the wrk
 * scripts (through {@code bench/lib/proc.sh}, which is tested against these readings).
 */
package org.bourse.bench.machine;
