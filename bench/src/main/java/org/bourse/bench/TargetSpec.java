package org.bourse.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of a comparison, as the command line gave it: a running server (its URL, and the processes
 * whose CPU it uses), or a way to start one that {@code bench/compare} starts itself.
 *
 * @param name       A or B
 * @param label      what the report calls it (default: what differs, else the name)
 * @param url        a running server's base URL (null: compare starts it)
 * @param pids       the running server's processes (their descendants count too)
 * @param cgroups    the running server's cgroups (its containers: every process in them counts)
 * @param topology   a file describing its containers, for the report (null: none)
 * @param jar        the jar to start (default app/target/bourse.jar)
 * @param java       the java command, or a JDK folder (default: the JDK running compare)
 * @param jvmOptions JVM options of the started server
 * @param arguments  arguments of the started server (settings, {@code --spring.profiles.active=front-ended}…)
 * @param port       the started server's port (0: a free one)
 */
record TargetSpec(String name, String label, String url, List<Long> pids, List<String> cgroups, Path topology,
        Path jar, String java,
        List<String> jvmOptions, List<String> arguments, int port) {

    boolean started() {
        return url == null;
    }

    /** Collects the {@code --a-…} or {@code --b-…} options of one target. */
    static final class Builder {
        private final String name;
        String label;
        String url;
        final List<Long> pids = new ArrayList<>();
        final List<String> cgroups = new ArrayList<>();
        Path topology;
        Path jar;
        String java;
        final List<String> jvmOptions = new ArrayList<>();
        final List<String> arguments = new ArrayList<>();
        int port;

        Builder(String name) {
            this.name = name;
        }

        /** Takes an option without its {@code --a-} prefix; false if it is not a target option. */
        boolean set(String option, String value) {
            switch (option) {
                case "label" -> label = value;
                case "url" -> url = value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
                case "pid" -> {
                    for (String p : value.split(",")) {
                        try {
                            pids.add(Long.parseLong(p.trim()));
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("--" + name.toLowerCase() + "-pid takes process ids, not '"
                                    + value + "'");
                        }
                    }
                }
                case "cgroup" -> cgroups.add(value);
                case "topology" -> topology = Path.of(value);
                case "jar" -> jar = Path.of(value);
                case "java" -> java = value;
                case "jvm" -> jvmOptions.addAll(List.of(value.trim().split("\\s+")));
                case "arg" -> arguments.add(value);
                case "port" -> port = Integer.parseInt(value);
                default -> {
                    return false;
                }
            }
            return true;
        }

        TargetSpec build(Path defaultJar) {
            String lower = name.toLowerCase();
            if (url != null && (jar != null || java != null || !jvmOptions.isEmpty() || !arguments.isEmpty())) {
                throw new IllegalArgumentException("target " + name + ": --" + lower + "-url names a running server;"
                        + " --" + lower + "-jar/-java/-jvm/-arg describe one to start: give one or the other");
            }
            String running = !pids.isEmpty() ? "pid" : !cgroups.isEmpty() ? "cgroup" : topology != null ? "topology" : null;
            if (url == null && running != null) {
                throw new IllegalArgumentException("target " + name + ": --" + lower + "-" + running + " needs --" + lower
                        + "-url");
            }
            String shown = label != null ? label : name;
            return new TargetSpec(name, shown, url, List.copyOf(pids), List.copyOf(cgroups), topology,
                    jar != null ? jar : defaultJar, java,
                    List.copyOf(jvmOptions), List.copyOf(arguments), port);
        }
    }
}
