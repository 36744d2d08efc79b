package org.bourse.testing.server;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.bourse.testing.TestCertificate;
import org.bourse.testing.TrustedCertificate;
import org.bourse.testing.databases.ServerDatabase;

/**
 * A real Bourse server: the packaged {@code app/target/bourse.jar} as a child process on a free loopback
 * port, with a small population, cheap password hashes and an admin password. Its database is an H2 file
 * in the launcher's own temporary folder, or one given by JDBC URL. It can be started, killed with SIGKILL
 * ({@link #kill()}), started again on the same data with other arguments, and stopped gracefully; each
 * start's output goes to a log of its own in the folder ({@link #log()}). Closing it stops the server and
 * deletes the folder.
 */
public final class BourseProcess implements AutoCloseable {

    public static final String ADMIN_USER = "admin";
    public static final String ADMIN_PASSWORD = "system-test-secret";
    public static final Duration READY_WITHIN = Duration.ofMinutes(10);
    public static final Duration STOPPED_WITHIN = Duration.ofMinutes(3);

    private final Path jar;
    private final Path folder;
    private final Map<String, String> database;
    private final List<String> settings = new ArrayList<>();
    private final List<String> jvmOptions = new ArrayList<>();
    private HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    private boolean tls;
    private Process process;
    private int port;
    private int starts;
    private boolean keepPort;

    private BourseProcess(Map<String, String> database) {
        this.jar = Repository.root().resolve("app/target/bourse.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("The system tests start the packaged server, and " + jar + " is missing:"
                    + " build from the repository root (./mvnw -B verify, or ./mvnw -B -pl system-tests -am verify),"
                    + " which packages app first");
        }
        try {
            this.folder = Files.createTempDirectory("bourse-system-test");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.database = database;
        population(50, 100);
    }

    /** A server on an H2 file database in the launcher's folder (the data stays there across restarts). */
    public static BourseProcess onH2File() {
        return new BourseProcess(Map.of());
    }

    /** A server on a test database of this JVM's on a shared server. */
    public static BourseProcess on(ServerDatabase db) {
        return onDatabase(db.url(), db.user(), db.password());
    }

    /** A server on the database at {@code url}. */
    public static BourseProcess onDatabase(String url, String user, String password) {
        Map<String, String> db = new LinkedHashMap<>();
        db.put("spring.datasource.url", url);
        db.put("spring.datasource.username", user);
        db.put("spring.datasource.password", password);
        return new BourseProcess(db);
    }

    /** The population of an empty database (default 50 users, 100 quotes). Before the first start. */
    public BourseProcess population(int users, int quotes) {
        settings.removeIf(s -> s.startsWith("--bourse.population."));
        settings.add("--bourse.population.users=" + users);
        settings.add("--bourse.population.quotes=" + quotes);
        return this;
    }

    /**
     * Serves HTTPS on its port instead of HTTP, with this certificate, through Spring Boot's own SSL settings
     * (a PEM bundle), and offers HTTP/2 in the handshake: {@link #url()} then says https, and the wait for
     * readiness trusts exactly this certificate. Before the first start.
     */
    public BourseProcess overTls(TestCertificate certificate) {
        settings.add("--server.ssl.bundle=bourse-test");
        settings.add("--spring.ssl.bundle.pem.bourse-test.keystore.certificate=file:" + certificate.certificate());
        settings.add("--spring.ssl.bundle.pem.bourse-test.keystore.private-key=file:" + certificate.privateKey());
        settings.add("--server.http2.enabled=true");
        http = HttpClient.newBuilder().sslContext(TrustedCertificate.context(certificate.certificate()))
                .connectTimeout(Duration.ofSeconds(30)).build();
        tls = true;
        return this;
    }

    /**
     * Restarts listen on the port of the first start (a front end's upstream list names it), instead of a
     * new free one. Before the first start.
     */
    public BourseProcess keepPort() {
        keepPort = true;
        return this;
    }

    /**
     * Options for the server's JVM, after the launcher's own (a system property such as
     * {@code -Djdk.net.hosts.file=…}). For every later start.
     */
    public BourseProcess jvmOptions(String... options) {
        jvmOptions.addAll(List.of(options));
        return this;
    }

    /** Starts the server with these arguments (besides the launcher's own) and waits until it is ready. */
    public void start(String... arguments) {
        launch(arguments);
        awaitReady();
    }

    /**
     * Starts a server that serves no HTTP (an order-processor-only node) and waits until {@code ready}
     * says so, for up to {@link #READY_WITHIN}.
     */
    public void startWithoutHttp(BooleanSupplier ready, String... arguments) {
        launch(arguments);
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        while (!ready.getAsBoolean()) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Bourse exited at start-up:\n" + logTail(80));
            }
            if (System.nanoTime() >= deadline) {
                kill();
                throw new IllegalStateException("Bourse was not ready within " + READY_WITHIN + ":\n" + logTail(80));
            }
            pause();
        }
    }

    private void launch(String... arguments) {
        if (running()) {
            throw new IllegalStateException("The server is running: stop or kill it first");
        }
        if (!keepPort || port == 0) {
            port = freePort();
        }
        starts++;
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // C1 only, one GC thread: a test server starts sooner and leaves the cores to the clients
                "-Xmx512m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toString(),
                "--server.port=" + port, "--server.address=127.0.0.1",
                // a login or registration costs ~1 ms, not bcrypt's default ~70 ms of this small box's CPU
                "--bourse.passwords.bcrypt-strength=4"));
        command.add("--spring.datasource.url=" + database.getOrDefault("spring.datasource.url",
                "jdbc:h2:file:" + folder.resolve("data/bourse")));
        database.forEach((key, value) -> {
            if (!key.equals("spring.datasource.url")) {
                command.add("--" + key + "=" + value);
            }
        });
        command.addAll(settings);
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                .redirectErrorStream(true).redirectOutput(logFile(starts).toFile());
        builder.environment().put("BOURSE_ADMIN_PASSWORD", ADMIN_PASSWORD);
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start " + command, e);
        }
    }

    /** SIGKILL (kill -9): no shutdown hook, no graceful stop, nothing flushed. Waits until the process is gone. */
    public void kill() {
        if (running()) {
            process.destroyForcibly();
            awaitExit();
        }
    }

    /** SIGTERM: the graceful shutdown (requests in flight finish), then the process exits. */
    public void stop() {
        if (running()) {
            process.destroy();
            try {
                if (!process.waitFor(STOPPED_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
                    throw new IllegalStateException("The server did not stop within " + STOPPED_WITHIN + ":\n" + log());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                kill();
            }
        }
    }

    public boolean running() {
        return process != null && process.isAlive();
    }

    /** The server's process id (its CPU and memory are read from /proc by the load kit's tests). */
    public long pid() {
        if (!running()) {
            throw new IllegalStateException("The server is not running");
        }
        return process.pid();
    }

    public String url() {
        return (tls ? "https" : "http") + "://127.0.0.1:" + port;
    }

    /** Every start's output, oldest first. */
    public String log() {
        StringBuilder all = new StringBuilder();
        for (int n = 1; n <= starts; n++) {
            Path log = logFile(n);
            all.append("----- start ").append(n).append(" (").append(log.getFileName()).append(") -----\n");
            try {
                all.append(Files.exists(log) ? Files.readString(log) : "(no log)\n");
            } catch (IOException e) {
                all.append("(unreadable: ").append(e.getMessage()).append(")\n");
            }
        }
        return all.toString();
    }

    /** The last {@code lines} lines of {@link #log()}, for failure messages. */
    public String logTail(int lines) {
        List<String> all = log().lines().toList();
        return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
    }

    @Override
    public void close() {
        try {
            stop();
        } finally {
            kill();
            delete(folder);
        }
    }

    private void awaitReady() {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        URI readiness = URI.create(url() + "/actuator/health/readiness");
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Bourse exited at start-up:\n" + logTail(80));
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(readiness).timeout(Duration.ofSeconds(30)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the server", e);
            }
            pause();
        }
        kill();
        throw new IllegalStateException("Bourse was not ready within " + READY_WITHIN + ":\n" + logTail(80));
    }

    private void awaitExit() {
        try {
            if (!process.waitFor(STOPPED_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
                throw new IllegalStateException("The killed server process did not exit within " + STOPPED_WITHIN);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Path logFile(int start) {
        return folder.resolve("server-" + start + ".log");
    }

    private static void pause() {
        try {
            Thread.sleep(250);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is not worth failing a test for
        }
    }
}
