package org.bourse.testing.databases;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import org.flywaydb.core.Flyway;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The one test-database helper of every module: a database of this test JVM's own, either an in-memory
 * H2 ({@link #h2(String)}) or one on a shared server, {@code <name>_<suffix>} next to the database the
 * environment names, created on first use and dropped at exit.
 *
 * <p>The server and the name's prefix come from {@code BOURSE_TEST_POSTGRESQL_URL} (default
 * {@code jdbc:postgresql://127.0.0.1:5432/bourse_test}, user {@code BOURSE_TEST_POSTGRESQL_USER},
 * default {@code postgres}) and {@code BOURSE_TEST_MARIADB_URL} (default
 * {@code jdbc:mariadb://127.0.0.1:3306/bourse_test}, user {@code root}); passwords from
 * {@code …_PASSWORD}. The user must be allowed to create databases. An unreachable server skips the
 * test loudly, or fails it under CI ({@code CI=true}). H2 is always there.
 *
 * @param vendor   {@code h2}, {@code postgresql} or {@code mariadb}: the migration folder's name
 * @param url      the JDBC URL of this JVM's database
 */
public record ServerDatabase(String vendor, String url, String user, String password) {

    /** An in-memory H2 database of this JVM, kept until the JVM exits; the same name gives the same database. */
    public static ServerDatabase h2(String name) {
        return new ServerDatabase("h2", "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1", "sa", "");
    }

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
        return isH2() ? h2(name) : PrivateDatabases.of(vendor).sibling(name);
    }

    /** Points a Spring test context at this database: its URL, user and password (from the environment). */
    public void register(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", this::url);
        registry.add("spring.datasource.username", this::user);
        registry.add("spring.datasource.password", this::password);
    }

    /** Empties the database and migrates it from this vendor's folder, {@code db/migrations/<vendor>}. */
    public void migrateClean() {
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

    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    /**
     * Fails the calling test with the server's message if the database could not be created or reached;
     * outside CI it is skipped instead, with a warning on standard error.
     */
    public void requireReachable() {
        if (!isH2()) {
            PrivateDatabases.of(vendor).requireReachable();
        }
    }

    private boolean isH2() {
        return vendor.equals("h2");
    }
}
