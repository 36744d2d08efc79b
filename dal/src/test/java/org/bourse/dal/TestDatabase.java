package org.bourse.dal;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Assumptions;

/**
 * A real database server for the tests. The URL and user come from the environment (defaults: the
 * local PostgreSQL and MariaDB servers, database {@code bourse_test}). If the server cannot be
 * reached the tests say so loudly; under CI ({@code CI=true}) they fail instead of skipping.
 */
record TestDatabase(String vendor, String url, String user, String password) {

    static TestDatabase h2() {
        return new TestDatabase("h2", "jdbc:h2:mem:bourse_test;DB_CLOSE_DELAY=-1", "sa", "");
    }

    static TestDatabase postgresql() {
        return new TestDatabase("postgresql",
                env("BOURSE_TEST_POSTGRESQL_URL", "jdbc:postgresql://127.0.0.1:5432/bourse_test"),
                env("BOURSE_TEST_POSTGRESQL_USER", "postgres"), env("BOURSE_TEST_POSTGRESQL_PASSWORD", ""));
    }

    static TestDatabase mariadb() {
        return new TestDatabase("mariadb",
                env("BOURSE_TEST_MARIADB_URL", "jdbc:mariadb://127.0.0.1:3306/bourse_test"),
                env("BOURSE_TEST_MARIADB_USER", "root"), env("BOURSE_TEST_MARIADB_PASSWORD", ""));
    }

    /** Empties the database and migrates it from this vendor's folder in db/migrations. */
    void migrateClean() {
        Flyway flyway = Flyway.configure()
                .dataSource(url, user, password)
                .locations("classpath:db/migrations/" + vendor)
                .cleanDisabled(false)
                .load();
        flyway.clean();
        if (!flyway.migrate().success) {
            throw new IllegalStateException("Migrating the " + vendor + " test database failed");
        }
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    /** Checks the server answers; skips loudly, or fails under CI, when it does not. */
    void requireReachable() {
        try (Connection c = connect()) {
            c.isValid(5);
        } catch (SQLException e) {
            String message = vendor + " test database " + url + " (user " + user + ") is unreachable: "
                    + e.getMessage() + ". Start the server and create the database (see .ci/run).";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message, e);
            }
            System.err.println("*** SKIPPING " + vendor.toUpperCase() + " TESTS: " + message);
            Assumptions.abort(message);
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
