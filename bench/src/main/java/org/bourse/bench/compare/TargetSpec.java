package org.bourse.bench.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One side of a comparison, as the command line gave it ({@link TargetOptions}): a running server (its URL,
 * and the processes whose CPU it uses), or a way to start one that {@code bench/compare} starts itself.
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
        Path jar, String java, List<String> jvmOptions, List<String> arguments, int port, boolean https,
        boolean http2) {

    boolean started() {
        return url == null;
    }

    /** The option that asked for HTTP/2 for this target, for messages. */
    String http2Option(boolean everywhere) {
        return everywhere ? "--http2" : "--" + name.toLowerCase(Locale.ROOT) + "-http2";
    }
}
