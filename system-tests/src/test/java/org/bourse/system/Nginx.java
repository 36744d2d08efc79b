package org.bourse.system;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.bourse.testing.Command;
import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.Assumptions;

/**
 * A real nginx in front of Bourse nodes that share their sessions, started and stopped by the project's
 * {@code tuning/frontend --shared-sessions} in a folder of its own, on a free loopback port. Missing nginx
 * skips the test loudly, or fails it under CI.
 */
final class Nginx implements AutoCloseable {

    final int port;
    private final Path prefix;

    private Nginx(int port, Path prefix) {
        this.port = port;
        this.prefix = prefix;
    }

    static void requireInstalled() {
        for (String dir : (System.getenv("PATH") + ":/usr/sbin:/usr/local/sbin").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "nginx"))) {
                return;
            }
        }
        String message = "nginx is not installed, so the scale-out test cannot run: apt-get install nginx-light"
                + " (.ci/run installs it)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("WARNING: skipped: " + message);
        Assumptions.abort(message);
    }

    /** nginx balancing over {@code nodes} ("host:port" each). */
    static Nginx start(List<String> nodes) throws IOException, InterruptedException {
        requireInstalled();
        Path prefix = Files.createTempDirectory("bourse-scaleout-nginx-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        Path staticDir = Files.createDirectories(prefix.resolve("static"));
        Files.setPosixFilePermissions(staticDir, PosixFilePermissions.fromString("rwxr-xr-x"));
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Nginx nginx = new Nginx(port, prefix);
        List<String> command = new ArrayList<>(List.of("start", "nginx", "--prefix", prefix.toString(), "--listen",
                "127.0.0.1:" + port, "--static", staticDir.toString(), "--shared-sessions", "--timeout", "60"));
        for (String node : nodes) {
            command.add("--upstream");
            command.add(node);
        }
        nginx.run(command);
        return nginx;
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    private void run(List<String> arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Repository.root().resolve("tuning/frontend").toString());
        command.addAll(arguments);
        Command.run(Duration.ofMinutes(2), command);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        run(List.of("stop", "nginx", "--prefix", prefix.toString(), "--timeout", "60"));
    }
}
