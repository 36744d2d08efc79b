package org.bourse.bench.machine;

/**
 * The machine a run was measured on, as a summary's {@code machine} ({@link Machine#describe()}).
 *
 * @param cpuModel     the CPU's model name
 * @param cores        the machine's processors (not only the load tool's)
 * @param onlineCpus   the CPUs online ({@code 0-1})
 * @param memoryMb     its memory
 * @param kernel       the kernel's release
 * @param os           the operating system and architecture
 * @param loadToolJdk  the load tool's JVM
 * @param loadToolCpus the CPUs the load tool may run on
 */
public record MachineFacts(String cpuModel, long cores, String onlineCpus, long memoryMb, String kernel, String os,
        String loadToolJdk, String loadToolCpus) {
}
