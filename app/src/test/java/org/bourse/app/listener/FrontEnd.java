package org.bourse.app.listener;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.bourse.testing.Command;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Assumptions;

/**
 * A front end (nginx or httpd) started and stopped through the project's own script,
 * {@code tuning/frontend}, with the project's own configuration template, in a prefix directory of its
 * own under the system temp directory, on a free loopback port (and, with TLS, a second one). Not
 * installed: the test says so loudly and skips, or fails under CI ({@code CI=true}), where
 * {@code .ci/run} installs both.
 */
final class FrontEnd implements AutoCloseable {

    static final Path REPOSITORY = Path.of("").toAbsolutePath().getParent();
    static final Path SCRIPT = REPOSITORY.resolve("tuning/frontend");

    final String server;
    final int port;
    /** The TLS listener's port ({@code --tls-listen}), 0 without one. */
    final int tlsPort;
    final Path prefix;
    private final Path staticDir;
    private boolean running;
    /** What {@code tuning/frontend start} said (standard output and error). */
    private String startOutput = "";

    private FrontEnd(String server, Path prefix, Path staticDir, boolean tls) {
        this.server = server;
        this.prefix = prefix;
        this.staticDir = staticDir;
        this.port = freePort();
        int other = 0;
        while (tls && (other == 0 || other == port)) {
            other = freePort();
        }
        this.tlsPort = other;
    }

    /** Starts {@code server} in front of {@code upstreams} (each "host:port" or "host:port=route"). */
    static FrontEnd start(String server, Path staticDir, String... upstreams) throws IOException {
        return start(server, staticDir, List.of(), upstreams);
    }

    /** The same, for nodes that share their sessions ({@code --shared-sessions}: no routes, no stickiness). */
    static FrontEnd startShared(String server, Path staticDir, String... upstreams) throws IOException {
        return start(server, staticDir, List.of("--shared-sessions"), upstreams);
    }

    /**
     * Starts {@code server} with a TLS listener beside the plain one ({@code --tls-listen}), its certificate
     * the self-signed one in {@code tlsDir} (made there by {@code tuning/frontend} if it is not), with
     * {@code options} (e.g. {@code --upstream-tls}).
     */
    static FrontEnd startTls(String server, Path staticDir, Path tlsDir, List<String> options, String... upstreams)
            throws IOException {
        List<String> tls = new ArrayList<>(List.of("--tls-dir", tlsDir.toString()));
        tls.addAll(options);
        return start(server, staticDir, true, tls, upstreams);
    }

    private static FrontEnd start(String server, Path staticDir, List<String> options, String... upstreams)
            throws IOException {
        return start(server, staticDir, false, options, upstreams);
    }

    private static FrontEnd start(String server, Path staticDir, boolean tls, List<String> options, String... upstreams)
            throws IOException {
        requireInstalled(server);
        Path prefix = Files.createTempDirectory("bourse-" + server + "-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        FrontEnd frontEnd = new FrontEnd(server, prefix, staticDir, tls);
        List<String> command = new ArrayList<>(List.of("start", server, "--prefix", prefix.toString(),
                "--listen", "127.0.0.1:" + frontEnd.port, "--static", staticDir.toString(), "--timeout", "30"));
        if (tls) {
            command.addAll(List.of("--tls-listen", "127.0.0.1:" + frontEnd.tlsPort));
        }
        command.addAll(options);
        for (String upstream : upstreams) {
            command.add("--upstream");
            command.add(upstream);
        }
        frontEnd.startOutput = run(command, frontEnd::log);
        frontEnd.running = true;
        return frontEnd;
    }

    /** Runs {@code tuning/frontend} with {@code arguments}; its output (standard output and error). */
    static String script(String... arguments) throws IOException {
        return run(List.of(arguments), () -> "");
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

    /** {@code server} (nginx, httpd, or openssl, which makes the self-signed certificate) is installed, or the test skips. */
    static void requireInstalled(String server) {
        String missing = missing(server);
        if (missing != null) {
            Assumptions.abort(missing);
        }
    }

    /**
     * Null if {@code tool} is installed; otherwise what to say, said loudly here, and thrown under CI.
     */
    static String missing(String tool) {
        List<String> candidates = switch (tool) {
            case "nginx" -> List.of("nginx");
            case "httpd" -> List.of("httpd", "apache2");
            default -> List.of(tool);
        };
        for (String name : candidates) {
            for (String dir : (System.getenv("PATH") + ":/usr/sbin:/usr/local/sbin").split(":")) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                    return null;
                }
            }
        }
        String message = tool + " is not installed, so the front-end tests cannot run: apt-get install "
                + switch (tool) {
                    case "nginx" -> "nginx-light";
                    case "httpd" -> "apache2";
                    default -> tool;
                } + " (.ci/run installs it)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("*** SKIPPING: " + message);
        return message;
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    String tlsUrl(String path) {
        return "https://127.0.0.1:" + tlsPort + path;
    }

    String startOutput() {
        return startOutput;
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
            run(List.of("stop", server, "--prefix", prefix.toString()), this::log);
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

    private static String run(List<String> arguments, java.util.function.Supplier<String> log) {
        List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        command.addAll(arguments);
        Command.Outcome ran = Command.run(Duration.ofSeconds(60), new ProcessBuilder(command));
        if (ran.status() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed (exit " + ran.status() + "):\n"
                    + ran.output() + "\n" + log.get());
        }
        return ran.output();
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
