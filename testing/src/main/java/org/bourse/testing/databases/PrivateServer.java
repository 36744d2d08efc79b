package org.bourse.testing.databases;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.bourse.testing.Command;
import org.junit.jupiter.api.Assumptions;

/**
 * A PostgreSQL or MariaDB server of the test's own, for tests that stop, kill and restart the database: the
 * machine's shared servers are used by other tests at the same time and must never be stopped. It runs from
 * the distribution's binaries on a free loopback port, its data in a temporary folder, with one empty
 * database, {@code bourse}, and the vendor's administrator without a password ({@code postgres},
 * {@code root}). It can be stopped as an administrator stops it ({@link #stop()}: PostgreSQL's fast shutdown,
 * MariaDB's SIGTERM), killed ({@link #kill()}: PostgreSQL's immediate shutdown, a crash to its clients;
 * MariaDB's SIGKILL), and started again on the same port and data ({@link #start()}). PostgreSQL refuses to
 * run as root: a root JVM runs it as the {@code postgres} user, which then owns the folder. A machine without
 * the binaries skips the test loudly, or fails it under CI ({@code CI=true}).
 */
public final class PrivateServer implements AutoCloseable {

    static final Duration ANSWERS_WITHIN = Duration.ofMinutes(2);
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    private final String vendor;
    private final List<Path> bin;
    private final Path folder;
    private final int port;
    private Process process;

    private PrivateServer(String vendor, List<Path> bin) {
        this.vendor = vendor;
        this.bin = bin;
        try {
            this.folder = Files.createTempDirectory("bourse-" + vendor);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.port = freePort();
    }

    /** A new PostgreSQL server, started, with an empty database {@code bourse}. */
    public static PrivateServer postgresql() {
        PrivateServer server = new PrivateServer("postgresql", postgresqlBinaries());
        server.initialise();
        return server;
    }

    /** A new MariaDB server, started, with an empty database {@code bourse}. */
    public static PrivateServer mariadb() {
        PrivateServer server = new PrivateServer("mariadb", mariadbBinaries());
        server.initialise();
        return server;
    }

    /** {@code postgresql} or {@code mariadb}. */
    public String vendor() {
        return vendor;
    }

    public int port() {
        return port;
    }

    public String url() {
        return "jdbc:" + vendor + "://127.0.0.1:" + port + "/bourse";
    }

    public String user() {
        return vendor.equals("postgresql") ? "postgres" : "root";
    }

    public String password() {
        return "";
    }

    /** Starts the server (again) on the same port and data, and waits until it answers a query. */
    public synchronized void start() {
        if (vendor.equals("postgresql")) {
            run(postgres("pg_ctl", "-D", data().toString(), "-l", folder.resolve("server.log").toString(), "-w",
                    "-t", Long.toString(ANSWERS_WITHIN.toSeconds()), "-o", "-p " + port + " -k " + folder
                            + " -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60", "start"));
        } else {
            if (process != null && process.isAlive()) {
                throw new IllegalStateException("mariadbd is running: stop or kill it first");
            }
            List<String> command = new ArrayList<>(List.of(program("mariadbd"), "--no-defaults",
                    "--datadir=" + data(), "--socket=" + folder.resolve("mariadb.sock"), "--port=" + port,
                    "--bind-address=127.0.0.1", "--pid-file=" + folder.resolve("mariadb.pid"),
                    "--log-error=" + folder.resolve("server.log"), "--innodb-buffer-pool-size=32M",
                    "--innodb-flush-log-at-trx-commit=2", "--skip-name-resolve"));
            if (ROOT) {
                command.add(2, "--user=root");
            }
            try {
                process = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            } catch (IOException e) {
                throw new UncheckedIOException("Could not start mariadbd", e);
            }
        }
        awaitAnswer(vendor.equals("postgresql") ? "postgres" : "mysql");
    }

    /**
     * Stops the server as an administrator does, and waits until it is gone: PostgreSQL's fast shutdown (its
     * sessions are ended with SQL state 57P01), MariaDB's SIGTERM (a shutdown that ends its connections).
     */
    public synchronized void stop() {
        if (vendor.equals("postgresql")) {
            run(postgres("pg_ctl", "-D", data().toString(), "-m", "fast", "-w", "-t",
                    Long.toString(ANSWERS_WITHIN.toSeconds()), "stop"));
        } else {
            process.destroy();
            awaitExit();
        }
    }

    /** Ends the server as a crash would: PostgreSQL's immediate shutdown, MariaDB's SIGKILL. */
    public synchronized void kill() {
        if (vendor.equals("postgresql")) {
            run(postgres("pg_ctl", "-D", data().toString(), "-m", "immediate", "-w", "stop"));
        } else {
            process.destroyForcibly();
            awaitExit();
        }
    }

    /** Whether the server answers a query now. */
    public boolean answers() {
        return answers(vendor.equals("postgresql") ? "postgres" : "mysql");
    }

    /** The server's own log, for a failure's message. */
    public String log() {
        try {
            return Files.readString(folder.resolve("server.log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public synchronized void close() {
        try {
            if (vendor.equals("postgresql")) {
                if (Files.exists(data().resolve("postmaster.pid"))) {
                    kill();
                }
            } else if (process != null && process.isAlive()) {
                kill();
            }
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                // a temporary folder left behind is not worth failing a test for
            }
        }
    }

    private void initialise() {
        try {
            if (vendor.equals("postgresql")) {
                if (ROOT) {
                    run(List.of("chown", "postgres", folder.toString()));
                }
                run(postgres("initdb", "-D", data().toString(), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                        "--no-sync"));
            } else {
                List<String> command = new ArrayList<>(List.of(program("mariadb-install-db"),
                        "--no-defaults", "--datadir=" + data(), "--auth-root-authentication-method=normal",
                        "--skip-test-db"));
                if (ROOT) {
                    command.add("--user=root");
                }
                run(command);
            }
            start();
            try (Connection c = connect(vendor.equals("postgresql") ? "postgres" : "mysql");
                    Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE bourse" + (vendor.equals("mariadb") ? " CHARACTER SET utf8mb4" : ""));
            }
        } catch (SQLException | RuntimeException e) {
            close();
            throw new IllegalStateException("Could not set up a " + vendor + " server of the test's own", e);
        }
    }

    private Path data() {
        return folder.resolve("data");
    }

    /** A command of PostgreSQL's, run as the postgres user when this JVM is root. */
    private List<String> postgres(String program, String... arguments) {
        List<String> command = new ArrayList<>();
        if (ROOT) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(program(program));
        command.addAll(List.of(arguments));
        return command;
    }

    private void awaitAnswer(String maintenance) {
        long deadline = System.nanoTime() + ANSWERS_WITHIN.toNanos();
        while (!answers(maintenance)) {
            if (System.nanoTime() > deadline || (process != null && !process.isAlive() && vendor.equals("mariadb"))) {
                throw new IllegalStateException(vendor + " on port " + port + " did not answer:\n" + log());
            }
            pause();
        }
    }

    private boolean answers(String maintenance) {
        try (Connection c = connect(maintenance); Statement s = c.createStatement()) {
            s.execute("SELECT 1");
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private Connection connect(String database) throws SQLException {
        String url = "jdbc:" + vendor + "://127.0.0.1:" + port + "/" + database
                + (vendor.equals("postgresql") ? "?connectTimeout=5&socketTimeout=10" : "?connectTimeout=5000&socketTimeout=10000");
        return DriverManager.getConnection(url, user(), password());
    }

    private void awaitExit() {
        try {
            if (!process.waitFor(ANSWERS_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
                throw new IllegalStateException("mariadbd did not exit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run(List<String> command) {
        try {
            Command.run(ANSWERS_WITHIN, command);
        } catch (IllegalStateException e) {
            throw new IllegalStateException(e.getMessage() + "\n" + log(), e);
        }
    }

    /** PostgreSQL's newest version's programs (Debian keeps them out of the PATH), or the PATH's. */
    private static List<Path> postgresqlBinaries() {
        List<Path> dirs = new ArrayList<>();
        Path versions = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(versions)) {
            try (Stream<Path> found = Files.list(versions)) {
                found.map(d -> d.resolve("bin")).filter(d -> Files.isExecutable(d.resolve("pg_ctl")))
                        .max(Comparator.comparingInt(PrivateServer::majorVersion)).ifPresent(dirs::add);
            } catch (IOException e) {
                // the PATH's, then
            }
        }
        return require("postgresql", dirs, "pg_ctl", "initdb");
    }

    private static List<Path> mariadbBinaries() {
        return require("mariadb", new ArrayList<>(), "mariadbd", "mariadb-install-db");
    }

    private static int majorVersion(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The folders to look in (the given ones, the PATH, /usr/sbin), once every program is found there. */
    private static List<Path> require(String vendor, List<Path> dirs, String... programs) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                dirs.add(Path.of(dir));
            }
        }
        dirs.addAll(List.of(Path.of("/usr/sbin"), Path.of("/usr/bin")));
        List<String> missing = Stream.of(programs).filter(p -> find(dirs, p) == null).toList();
        if (missing.isEmpty()) {
            return dirs;
        }
        String message = vendor + "'s " + String.join(" and ", missing) + " not installed: this test runs a "
                + vendor.toUpperCase(Locale.ROOT) + " server of its own (.ci/run installs Debian's)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("WARNING: skipped: " + message);
        Assumptions.abort(message);
        throw new AssertionError("unreachable");
    }

    private static Path find(List<Path> dirs, String program) {
        return dirs.stream().map(d -> d.resolve(program)).filter(Files::isExecutable).findFirst().orElse(null);
    }

    private String program(String name) {
        return find(bin, name).toString();
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
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
