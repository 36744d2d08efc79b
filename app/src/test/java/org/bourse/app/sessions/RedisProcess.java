package org.bourse.app.sessions;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;

/**
 * A Redis server of the test's own: {@code redis-server} as a child process on a free loopback port, its
 * append-only file (fsync every second, as deploy/compose/cluster.yaml keeps sessions) in a temporary
 * folder. It can be killed with SIGKILL, frozen (SIGSTOP) and thawed, and started again on the same port and
 * data. It may ask its clients for a password. A machine without {@code redis-server} skips the test loudly,
 * or fails it under CI ({@code CI=true}).
 */
final class RedisProcess implements AutoCloseable {

    static final Duration ANSWERS_WITHIN = Duration.ofMinutes(1);

    private final Path binary;
    private final String password;
    private final Path folder;
    private final int port;
    private Process process;

    private RedisProcess(Path binary, String password) {
        this.binary = binary;
        this.password = password;
        try {
            this.folder = Files.createTempDirectory("bourse-redis");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.port = freePort();
    }

    /** Starts a server and waits until it answers PING. */
    static RedisProcess start() {
        return start(null);
    }

    /** The same, for a server whose clients must give {@code password} (null: none). */
    static RedisProcess start(String password) {
        RedisProcess redis = new RedisProcess(requireBinary(), password);
        redis.restart();
        return redis;
    }

    int port() {
        return port;
    }

    /** Starts the server (again) on the same port and data, and waits until it answers PING. */
    void restart() {
        if (process != null && process.isAlive()) {
            throw new IllegalStateException("redis-server is running: kill it first");
        }
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--port", Integer.toString(port), "--bind",
                "127.0.0.1", "--save", "", "--appendonly", "yes", "--appendfsync", "everysec", "--dir",
                folder.toString()));
        if (password != null) {
            command.addAll(List.of("--requirepass", password));
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(folder.resolve("redis.log").toFile());
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start " + binary, e);
        }
        long deadline = System.nanoTime() + ANSWERS_WITHIN.toNanos();
        while (!answersPing()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("redis-server did not answer PING on port " + port + ":\n" + log());
            }
            pause();
        }
    }

    /** SIGKILL: no shutdown, nothing more written. Waits until the process is gone. */
    void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(1, TimeUnit.MINUTES)) {
                throw new IllegalStateException("redis-server did not exit after SIGKILL");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** SIGSTOP: the server keeps its connections open and answers nothing, as a hung host would. */
    void freeze() {
        signal("-STOP");
    }

    /** SIGCONT after {@link #freeze()}. */
    void thaw() {
        signal("-CONT");
    }

    /** Whether the append-only file (every part of it) holds {@code text}: what a restart will find. */
    boolean appendOnlyFileHolds(String text) {
        byte[] wanted = text.getBytes(StandardCharsets.UTF_8);
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().contains(".aof")).toList()) {
                if (Files.isRegularFile(file) && contains(Files.readAllBytes(file), wanted)) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            return false; // a part being rewritten: ask again
        }
    }

    /** True when the server answers PING with PONG within a second. */
    boolean answersPing() {
        try {
            return ask("PING").equals("+PONG");
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether {@code key} (no spaces) is in the numbered database. */
    boolean holds(int database, String key) {
        try {
            return ask("SELECT " + database, "EXISTS " + key).equals(":1");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Sends the commands (inline, after AUTH when the server asks for a password) on a connection of their own,
     * and returns the answer to the last one: its first line.
     */
    private String ask(String... commands) throws IOException {
        List<String> all = new ArrayList<>();
        if (password != null) {
            all.add("AUTH " + password);
        }
        all.addAll(List.of(commands));
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
            socket.setSoTimeout(1_000);
            OutputStream out = socket.getOutputStream();
            out.write((String.join("\r\n", all) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            String line = null;
            for (int i = 0; i < all.size(); i++) {
                line = in.readLine();
                if (line == null) {
                    throw new IOException("the connection closed after " + i + " answers");
                }
            }
            return line;
        }
    }

    String log() {
        try {
            return Files.readString(folder.resolve("redis.log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            thaw();
            kill();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is not worth failing a test for
        }
    }

    private void signal(String signal) {
        try {
            Process kill = new ProcessBuilder("kill", signal, Long.toString(process.pid())).inheritIO().start();
            if (!kill.waitFor(1, TimeUnit.MINUTES) || kill.exitValue() != 0) {
                throw new IllegalStateException("kill " + signal + " " + process.pid() + " failed");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Path requireBinary() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "redis-server");
            if (!dir.isEmpty() && Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        String message = "redis-server is not on the PATH: this test starts a Redis of its own (.ci/run installs"
                + " Debian's redis-server)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("WARNING: skipped: " + message);
        Assumptions.abort(message);
        throw new AssertionError("unreachable");
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
