package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the machine is, for the report's header: read once, from /proc. */
public final class Machine {

    private Machine() {
    }

    public static MachineFacts describe() {
        String mem = firstValue(Path.of("/proc/meminfo"), "MemTotal");
        // Not availableProcessors(): the load generator is pinned, and would count only its own CPUs.
        return new MachineFacts(firstValue(Path.of("/proc/cpuinfo"), "model name"), processors(),
                read(Path.of("/sys/devices/system/cpu/online")),
                mem.isEmpty() ? 0 : Long.parseLong(mem.replaceAll("[^0-9]", "")) / 1024,
                read(Path.of("/proc/sys/kernel/osrelease")),
                System.getProperty("os.name") + " " + System.getProperty("os.arch"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                firstValue(Path.of("/proc/self/status"), "Cpus_allowed_list"));
    }

    private static long processors() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("processor")).count();
        } catch (IOException e) {
            return Runtime.getRuntime().availableProcessors();
        }
    }

    /** The CPUs a process may run on ({@code Cpus_allowed_list}: "0", "0-1"…), empty when it is gone. */
    public static String allowedCpus(long pid) {
        return firstValue(Path.of("/proc", Long.toString(pid), "status"), "Cpus_allowed_list");
    }

    private static String firstValue(Path file, String key) {
        try {
            List<String> lines = Files.readAllLines(file);
            for (String l : lines) {
                int colon = l.indexOf(':');
                if (colon > 0 && l.substring(0, colon).trim().equals(key)) {
                    return l.substring(colon + 1).trim();
                }
            }
        } catch (IOException e) {
            return "";
        }
        return "";
    }

    private static String read(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            return "";
        }
    }
}
