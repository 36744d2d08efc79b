package org.bourse.trade;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import org.junit.jupiter.api.Assumptions;

/**
 * The local PostgreSQL and MariaDB servers the service tests run on (database {@code bourse_test},
 * overridable with BOURSE_TEST_POSTGRESQL_URL / BOURSE_TEST_MARIADB_URL). Unreachable: the test says so
 * loudly and skips, or fails under CI ({@code CI=true}).
 */
final class ServerDatabases {

    static final String POSTGRESQL_URL = env("BOURSE_TEST_POSTGRESQL_URL", "jdbc:postgresql://127.0.0.1:5432/bourse_test");
    static final String POSTGRESQL_USER = env("BOURSE_TEST_POSTGRESQL_USER", "postgres");
    static final String MARIADB_URL = env("BOURSE_TEST_MARIADB_URL", "jdbc:mariadb://127.0.0.1:3306/bourse_test");
    static final String MARIADB_USER = env("BOURSE_TEST_MARIADB_USER", "root");

    private ServerDatabases() {
    }

    static void requireReachable(String url, String user) {
        try (Connection c = DriverManager.getConnection(url, user, "")) {
            c.isValid(5);
        } catch (SQLException e) {
            String message = "Test database " + url + " (user " + user + ") is unreachable: " + e.getMessage()
                    + ". Start the server and create the database (see .ci/run).";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message, e);
            }
            System.err.println("*** SKIPPING: " + message);
            Assumptions.abort(message);
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
