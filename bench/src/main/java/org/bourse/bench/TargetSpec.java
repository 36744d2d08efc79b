package org.bourse.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
 * @param https      the started server serves TLS on its port (its arguments switch it on), so compare
 *                   reaches it at {@code https://}
 * @param http2      the load speaks HTTP/2 to it ({@code --X-http2}, or {@code --http2} for both)
 */
record TargetSpec(String name, String label, String url, List<Long> pids, List<String> cgroups, Path topology,
        Path jar, String java,
        List<String> jvmOptions, List<String> arguments, int port, boolean https, boolean http2) {

    boolean started() {
        return url == null;
    }

    /** The option that asked for HTTP/2 for this target, for messages. */
    String http2Option(boolean everywhere) {
        return everywhere ? "--http2" : "--" + name.toLowerCase(Locale.ROOT) + "-http2";
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
        boolean https;
        boolean http2;

        Builder(String name) {
            this.name = name;
        }

        /** Takes a flag without its {@code --a-} prefix ({@code https}, {@code http2}); false if it is not one. */
        boolean flag(String option) {
            switch (option) {
                case "https" -> https = true;
                case "http2" -> http2 = true;
                default -> {
                    return false;
                }
            }
            return true;
        }

        /** Takes an option without its {@code --a-} prefix; false if it is not a target option. */
        boolean set(String option, String value) {
            String lower = name.toLowerCase(Locale.ROOT);
            switch (option) {
                case "label" -> label = value;
                case "url" -> url = ServerUrl.check("--" + lower + "-url", value);
                case "pid" -> {
                    for (String p : value.split(",")) {
                        try {
                            pids.add(Long.parseLong(p.trim()));
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("--" + lower + "-pid takes process ids, not '"
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
                case "port" -> port = port(lower, value);
                default -> {
                    return false;
                }
            }
            return true;
        }

        private static int port(String lower, String value) {
            try {
                int p = Integer.parseInt(value);
                if (p >= 1 && p <= 65_535) {
                    return p;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("--" + lower + "-port takes a port from 1 to 65535, not '" + value + "'");
        }

        /**
         * @param defaultJar     the jar of a started server when none is named
         * @param http2Everywhere {@code --http2} was given: both targets are loaded over HTTP/2
         */
        TargetSpec build(Path defaultJar, boolean http2Everywhere) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (url != null && (jar != null || java != null || !jvmOptions.isEmpty() || !arguments.isEmpty())) {
                throw new IllegalArgumentException("target " + name + ": --" + lower + "-url names a running server;"
                        + " --" + lower + "-jar/-java/-jvm/-arg describe one to start: give one or the other");
            }
            String running = !pids.isEmpty() ? "pid" : !cgroups.isEmpty() ? "cgroup" : topology != null ? "topology" : null;
            if (url == null && running != null) {
                throw new IllegalArgumentException("target " + name + ": --" + lower + "-" + running + " needs --" + lower
                        + "-url");
            }
            if (url != null && https) {
                throw new IllegalArgumentException("target " + name + ": --" + lower + "-https is for a server compare"
                        + " starts; a running one's scheme is in its --" + lower + "-url");
            }
            boolean overHttp2 = http2 || http2Everywhere;
            if (overHttp2 && url != null) {
                LoadOptions.checkHttp2Url(http2 ? "--" + lower + "-http2" : "--http2", "--" + lower + "-url", url);
            }
            if (overHttp2 && url == null && !https) {
                throw new IllegalArgumentException((http2 ? "--" + lower + "-http2" : "--http2") + " needs TLS: target "
                        + name + " is started over plain HTTP (give --" + lower + "-https, and the arguments that switch"
                        + " its TLS on)");
            }
            String shown = label != null ? label : name;
            return new TargetSpec(name, shown, url, List.copyOf(pids), List.copyOf(cgroups), topology,
                    jar != null ? jar : defaultJar, java,
                    List.copyOf(jvmOptions), List.copyOf(arguments), port, https, overHttp2);
        }
    }
}
