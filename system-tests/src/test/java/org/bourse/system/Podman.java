package org.bourse.system;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.Assumptions;

/**
 * The podman and podman-compose commands the container tests run, with the environment this machine
 * needs: where the hard open-files limit is below podman's default or cgroup v1 controllers sit beside a
 * v2 hierarchy, {@code deploy/local/containers.conf} (docs/deploy.md), unless CONTAINERS_CONF names one.
 * Missing podman skips a test loudly, or fails it under CI.
 */
final class Podman {

    /**
     * The resource lock of the classes that run containers: they build the same images and use one podman, so
     * they never run side by side (src/test/resources/junit-platform.properties).
     */
    static final String LOCK = "podman";

    private final Map<String, String> environment;

    private Podman(Map<String, String> environment) {
        this.environment = environment;
    }

    /**
     * podman as installed here; skips (fails under CI) when podman, podman-compose or iptables is missing
     * (netavark, podman's network backend, runs iptables: without it no container with a network starts).
     */
    static Podman installed() {
        for (String tool : List.of("podman", "podman-compose", "iptables")) {
            if (!onPath(tool)) {
                String message = tool + " is not installed, so the container tests cannot run: apt-get install podman"
                        + " buildah podman-compose debootstrap runc iptables (.ci/run installs them)";
                if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                    throw new IllegalStateException(message);
                }
                System.err.println("WARNING: skipped: " + message);
                Assumptions.abort(message);
            }
        }
        Map<String, String> env = new HashMap<>();
        if (System.getenv("CONTAINERS_CONF") == null && restricted()) {
            env.put("CONTAINERS_CONF", Repository.root().resolve("deploy/local/containers.conf").toString());
        }
        return new Podman(Map.copyOf(env));
    }

    /** Runs {@code podman ARGS} and returns its output; fails with the output if it exits non-zero. */
    String podman(Duration within, String... arguments) {
        List<String> command = new ArrayList<>(List.of("podman"));
        command.addAll(List.of(arguments));
        return run(command, Map.of(), within);
    }

    /** {@code podman ARGS}, whatever its exit status: the output, or null if it failed. */
    String podmanOrNull(Duration within, String... arguments) {
        try {
            return podman(within, arguments);
        } catch (IllegalStateException e) {
            return null;
        }
    }

    /** Runs a repository script (path relative to the root) with extra environment; its output. */
    String script(Duration within, Map<String, String> extraEnvironment, String script, String... arguments) {
        List<String> command = new ArrayList<>(List.of(Repository.root().resolve(script).toString()));
        command.addAll(List.of(arguments));
        return run(command, extraEnvironment, within);
    }

    /** Runs podman-compose with extra environment (the Compose file's variables). */
    String compose(Duration within, Map<String, String> variables, String... arguments) {
        List<String> command = new ArrayList<>(List.of("podman-compose"));
        command.addAll(List.of(arguments));
        return run(command, variables, within);
    }

    private String run(List<String> command, Map<String, String> extra, Duration within) {
        try {
            Path output = Files.createTempFile("bourse-podman-", ".log");
            try {
                ProcessBuilder builder = new ProcessBuilder(command).directory(Repository.root().toFile())
                        .redirectErrorStream(true).redirectOutput(output.toFile());
                builder.environment().putAll(environment);
                builder.environment().putAll(extra);
                Process p = builder.start();
                if (!p.waitFor(within.toMillis(), TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                    throw new IllegalStateException(String.join(" ", command) + " did not finish within " + within
                            + ":\n" + tail(Files.readString(output, StandardCharsets.UTF_8)));
                }
                String text = Files.readString(output, StandardCharsets.UTF_8);
                if (p.exitValue() != 0) {
                    throw new IllegalStateException(String.join(" ", command) + " exited " + p.exitValue() + ":\n"
                            + tail(text));
                }
                return text;
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new IllegalStateException("could not run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted running " + command, e);
        }
    }

    private static String tail(String text) {
        return text.length() <= 6000 ? text : "…" + text.substring(text.length() - 6000);
    }

    private static boolean onPath(String tool) {
        for (String dir : (System.getenv("PATH") + ":/usr/sbin:/usr/local/sbin").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    /** The two things that stop podman's defaults on these machines (deploy/local/containers.conf). */
    private static boolean restricted() {
        if (Files.isDirectory(Path.of("/sys/fs/cgroup/unified"))) {
            return true;
        }
        try {
            Process p = new ProcessBuilder("sh", "-c", "ulimit -Hn").redirectErrorStream(true).start();
            String limit = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            p.waitFor(10, TimeUnit.SECONDS);
            return !limit.equals("unlimited") && Long.parseLong(limit) < 1_048_576L;
        } catch (IOException | NumberFormatException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }
}
