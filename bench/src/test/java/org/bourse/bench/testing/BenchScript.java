package org.bourse.bench.testing;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.bourse.testing.Command;
import org.bourse.testing.server.Repository;

/**
 * A {@code bench/<name>/run.sh} run as a user runs it, from the checkout's root with its environment settings,
 * on the packaged server the module's tests use; its standard output is what it reports (its tables), standard
 * error its progress.
 */
public final class BenchScript {

    /** A run that starts a server and measures for a second or two; a busy machine makes it slower, never wrong. */
    private static final Duration WITHIN = Duration.ofMinutes(10);

    private final String name;

    private BenchScript(String name) {
        this.name = name;
    }

    public static BenchScript named(String name) {
        return new BenchScript(name);
    }

    /**
     * Skips the calling test when a tool the script needs is not installed, or fails it under CI (env
     * {@code CI=true}), where every tool must be there.
     */
    public static void requireTools(String... tools) {
        for (String tool : tools) {
            boolean found = onPath(tool) || Files.isExecutable(Path.of("/usr/sbin", tool));
            if (!found && "true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(tool + " is not installed, and the bench scripts' smoke tests need it under CI");
            }
            assumeTrue(found, tool + " is not installed: skipping (CI fails instead)");
        }
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    /** Runs the script with these environment settings (besides the test JVM's own) and arguments. */
    public Outcome run(Map<String, String> environment, String... arguments) throws IOException, InterruptedException {
        Path root = Repository.root();
        List<String> command = new ArrayList<>(List.of("bash", root.resolve("bench/" + name + "/run.sh").toString()));
        command.addAll(List.of(arguments));
        Path errors = Files.createTempFile("bench-" + name, ".err");
        Set<Path> before = results(root);
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
                    .redirectError(errors.toFile());
            // The JDK that runs the tests runs the server too (tuning/java.sh honours JAVA_HOME).
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            builder.environment().putAll(environment);
            // to a file, not read to its end: a server or front end the script started and left behind, keeping
            // the output open, would hold the test past any bound
            Command.Outcome ran = Command.run(WITHIN, builder);
            Set<Path> written = results(root);
            written.removeAll(before);
            return new Outcome(ran.status(), ran.output(), Files.readString(errors), List.copyOf(written));
        } finally {
            Files.deleteIfExists(errors);
        }
    }

    /** The files in the checkout's bench/results, where the scripts write their reports. */
    private static Set<Path> results(Path root) throws IOException {
        Path folder = root.resolve("bench/results");
        if (!Files.isDirectory(folder)) {
            return new HashSet<>();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.collect(Collectors.toCollection(HashSet::new));
        }
    }

    /** A free loopback port for a script's server. */
    public static int freePort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /**
     * @param status the script's exit status
     * @param output its standard output: the report
     * @param errors  its standard error: progress and failures
     * @param written the files it wrote into bench/results (its report), for the test to read and delete
     */
    public record Outcome(int status, String output, String errors, List<Path> written) {

        /** Deletes what it wrote into bench/results: a test's run is no result. */
        public void deleteWritten() throws IOException {
            for (Path p : written) {
                Files.deleteIfExists(p);
            }
        }

        /** The cells of the markdown table rows whose first cell is {@code first}. */
        public List<List<String>> rows(String first) {
            List<List<String>> rows = new ArrayList<>();
            for (String line : output.split("\n")) {
                if (line.startsWith("|")) {
                    List<String> cells = new ArrayList<>();
                    for (String c : line.substring(1).split("\\|")) {
                        cells.add(c.trim());
                    }
                    if (cells.get(0).equals(first)) {
                        rows.add(cells);
                    }
                }
            }
            return rows;
        }

        @Override
        public String toString() {
            return "status " + status + "\n--- output\n" + output + "\n--- errors\n" + errors;
        }
    }
}
