package org.bourse.app.listener;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Assumptions;

/**
 * A front end (nginx or httpd) started and stopped through the project's own script,
 * {@code tuning/frontend}, with the project's own configuration template, in a prefix directory of its
 * own under the system temp directory, on a free loopback port. Not installed: the test says so loudly
 * and skips, or fails under CI ({@code CI=true}), where {@code .ci/run} installs both.
 */
final class FrontEnd implements AutoCloseable {

    static final Path REPOSITORY = Path.of("").toAbsolutePath().getParent();
    static final Path SCRIPT = REPOSITORY.resolve("tuning/frontend");

    final String server;
    final int port;
    final Path prefix;
    private final Path staticDir;
    private boolean running;

    private FrontEnd(String server, Path prefix, Path staticDir) {
        this.server = server;
        this.prefix = prefix;
        this.staticDir = staticDir;
        this.port = freePort();
    }

    /** Starts {@code server} in front of {@code upstreams} (each "host:port" or "host:port=route"). */
    static FrontEnd start(String server, Path staticDir, String... upstreams) throws IOException {
        return start(server, staticDir, List.of(), upstreams);
    }

    /** The same, for nodes that share their sessions ({@code --shared-sessions}: no routes, no stickiness). */
    static FrontEnd startShared(String server, Path staticDir, String... upstreams) throws IOException {
        return start(server, staticDir, List.of("--shared-sessions"), upstreams);
    }

    private static FrontEnd start(String server, Path staticDir, List<String> options, String... upstreams)
            throws IOException {
        requireInstalled(server);
        Path prefix = Files.createTempDirectory("bourse-" + server + "-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        FrontEnd frontEnd = new FrontEnd(server, prefix, staticDir);
        List<String> command = new ArrayList<>(List.of("start", server, "--prefix", prefix.toString(),
                "--listen", "127.0.0.1:" + frontEnd.port, "--static", staticDir.toString(), "--timeout", "30"));
        command.addAll(options);
        for (String upstream : upstreams) {
            command.add("--upstream");
            command.add(upstream);
        }
        frontEnd.run(command);
        frontEnd.running = true;
        return frontEnd;
    }

    /** A static directory readable by anyone (the servers' workers run as nobody under root). */
    static Path staticDirectory() throws IOException {
        Path dir = Files.createTempDirectory("bourse-static-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        Files.createDirectories(dir.resolve("css"));
        Files.writeString(dir.resolve("css/front-end-probe.css"), "/* served by the front end */\n");
        Files.writeString(dir.resolve("front-end-probe.txt"), "served by the front end\n");
        for (Path p : List.of(dir.resolve("css"), dir.resolve("css/front-end-probe.css"), dir.resolve("front-end-probe.txt"))) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
        }
        return dir;
    }

    static void requireInstalled(String server) {
        List<String> candidates = server.equals("nginx") ? List.of("nginx") : List.of("httpd", "apache2");
        for (String name : candidates) {
            for (String dir : (System.getenv("PATH") + ":/usr/sbin:/usr/local/sbin").split(":")) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                    return;
                }
            }
        }
        String message = server + " is not installed, so the front-end tests cannot run: "
                + (server.equals("nginx") ? "apt-get install nginx-light" : "apt-get install apache2")
                + " (.ci/run installs it)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("*** SKIPPING: " + message);
        Assumptions.abort(message);
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    String log() {
        try {
            Path log = prefix.resolve("logs/error.log");
            return Files.exists(log) ? Files.readString(log) : "(no error log)";
        } catch (IOException e) {
            return "(unreadable error log: " + e + ")";
        }
    }

    @Override
    public void close() throws IOException {
        if (running) {
            running = false;
            run(List.of("stop", server, "--prefix", prefix.toString()));
            delete(prefix);
        }
    }

    /** Deletes a directory tree this test made. */
    static void delete(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private void run(List<String> arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        command.addAll(arguments);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish in 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed (exit " + process.exitValue() + "):\n"
                    + output + "\n" + log());
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(RawHttp.LOOPBACK, 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
