package org.bourse.system;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Assumptions;

/**
 * A fresh PostgreSQL database of its own ({@code <prefix>_<random>}), created through the server's
 * maintenance database and dropped on close. The server is the one of {@code BOURSE_TEST_POSTGRESQL_URL}
 * (host and port; default 127.0.0.1:5432) with {@code BOURSE_TEST_POSTGRESQL_USER}/{@code _PASSWORD}
 * (default postgres, no password). An unreachable server skips the test loudly, and fails it under
 * {@code CI=true}.
 */
final class ScratchPostgresql implements AutoCloseable {

    private final String server;
    private final String user;
    private final String password;
    private final String name;

    private ScratchPostgresql(String server, String user, String password, String name) {
        this.server = server;
        this.user = user;
        this.password = password;
        this.name = name;
    }

    static ScratchPostgresql create(String prefix) {
        URI configured = URI.create(env("BOURSE_TEST_POSTGRESQL_URL", "jdbc:postgresql://127.0.0.1:5432/bourse_test")
                .substring("jdbc:".length()));
        String server = "jdbc:postgresql://" + (configured.getHost() == null ? "127.0.0.1" : configured.getHost())
                + ":" + (configured.getPort() < 0 ? 5432 : configured.getPort()) + "/";
        String user = env("BOURSE_TEST_POSTGRESQL_USER", "postgres");
        String password = env("BOURSE_TEST_POSTGRESQL_PASSWORD", "");
        String name = prefix + "_" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
        ScratchPostgresql db = new ScratchPostgresql(server, user, password, name);
        try (Connection c = DriverManager.getConnection(server + "postgres", user, password);
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            String message = "PostgreSQL at " + server + " (user " + user + ") could not create a test database: "
                    + e.getMessage() + ". Start the server (see .ci/run).";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message, e);
            }
            System.err.println("*** SKIPPING POSTGRESQL SYSTEM TESTS: " + message);
            Assumptions.abort(message);
        }
        return db;
    }

    String url() {
        return server + name;
    }

    String user() {
        return user;
    }

    String password() {
        return password;
    }

    /** Drops the database, closing whatever connections are still open on it. */
    @Override
    public void close() throws SQLException {
        try (Connection c = DriverManager.getConnection(server + "postgres", user, password);
                Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
