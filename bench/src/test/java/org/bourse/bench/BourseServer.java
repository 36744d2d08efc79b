package org.bourse.bench;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Bourse server, the packaged {@code app/target/bourse.jar}, as a child process on a free port with
 * a small population, an embedded H2 database in a temporary folder and an admin password.
 */
final class BourseServer implements AutoCloseable {

    static final String ADMIN_PASSWORD = "bench-smoke-secret";
    static final int USERS = 200;
    static final int QUOTES = 100;

    private final Process process;
    private final Path folder;
    final int port;

    private BourseServer(Process process, Path folder, int port) {
        this.process = process;
        this.folder = folder;
        this.port = port;
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    static BourseServer start(Path repository) throws IOException, InterruptedException {
        Path jar = repository.resolve("app/target/bourse.jar");
        if (!Files.isRegularFile(jar)) {
            fail("The smoke tests start the packaged server, and " + jar + " is missing: build from the repository"
                    + " root (./mvnw -B verify, or ./mvnw -B -pl bench -am verify), which packages app first");
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path folder = Files.createTempDirectory("bourse-bench-server");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-jar", jar.toString(), "--server.port=" + port, "--server.address=127.0.0.1",
                "--bourse.population.users=" + USERS, "--bourse.population.quotes=" + QUOTES,
                // a login or registration costs ~1 ms, not bcrypt's default ~70 ms of this small box's CPU
                "--bourse.passwords.bcrypt-strength=4"));
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                .redirectErrorStream(true).redirectOutput(folder.resolve("server.log").toFile());
        builder.environment().put("BOURSE_ADMIN_PASSWORD", ADMIN_PASSWORD);
        BourseServer server = new BourseServer(builder.start(), folder, port);
        server.awaitReady();
        return server;
    }

    private void awaitReady() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                fail("Bourse exited at start-up:\n" + log());
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url() + "/primitive/ping")).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        close();
        fail("Bourse did not answer within 2 minutes:\n" + log());
    }

    String log() throws IOException {
        Path log = folder.resolve("server.log");
        return Files.exists(log) ? Files.readString(log) : "(no log)";
    }

    @Override
    public void close() throws IOException {
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        delete(folder);
    }

    static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
