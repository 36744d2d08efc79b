package org.bourse.testing.databases;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * A database of this test JVM's own on a shared server: {@code <name>_<suffix>} next to the database
 * the environment names, created on first use and dropped at exit.
 *
 * <p>The server and the name's prefix come from {@code BOURSE_TEST_POSTGRESQL_URL} (default
 * {@code jdbc:postgresql://127.0.0.1:5432/bourse_test}, user {@code BOURSE_TEST_POSTGRESQL_USER},
 * default {@code postgres}) and {@code BOURSE_TEST_MARIADB_URL} (default
 * {@code jdbc:mariadb://127.0.0.1:3306/bourse_test}, user {@code root}); passwords from
 * {@code …_PASSWORD}. The user must be allowed to create databases. An unreachable server skips the
 * test loudly, or fails it under CI ({@code CI=true}).
 *
 * @param vendor   {@code postgresql} or {@code mariadb}: the migration folder's name
 * @param url      the JDBC URL of this JVM's database
 */
public record ServerDatabase(String vendor, String url, String user, String password) {

    /** This JVM's PostgreSQL database. */
    public static ServerDatabase postgresql() {
        return PrivateDatabases.POSTGRESQL.database();
    }

    /** This JVM's MariaDB database. */
    public static ServerDatabase mariadb() {
        return PrivateDatabases.MARIADB.database();
    }

    /**
     * A further database of this JVM's own on the same server (for tests that need two, or one they
     * may wreck), also dropped at exit.
     */
    public ServerDatabase sibling(String name) {
        return PrivateDatabases.of(vendor).sibling(name);
    }

    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    /**
     * Fails the calling test with the server's message if the database could not be created or reached;
     * outside CI it is skipped instead, with a warning on standard error.
     */
    public void requireReachable() {
        PrivateDatabases.of(vendor).requireReachable();
    }
}
