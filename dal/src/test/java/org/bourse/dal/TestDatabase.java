package org.bourse.dal;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import org.bourse.testing.databases.ServerDatabase;
import org.flywaydb.core.Flyway;

/**
 * A database for the data-access tests: an in-memory H2, or this test JVM's own database on the local
 * PostgreSQL or MariaDB server ({@link ServerDatabase}: configured by BOURSE_TEST_POSTGRESQL_URL and
 * BOURSE_TEST_MARIADB_URL, skipped loudly when unreachable, failed under CI).
 */
record TestDatabase(String vendor, String url, String user, String password) {

    static TestDatabase h2() {
        return new TestDatabase("h2", "jdbc:h2:mem:bourse_test;DB_CLOSE_DELAY=-1", "sa", "");
    }

    static TestDatabase postgresql() {
        return of(ServerDatabase.postgresql());
    }

    static TestDatabase mariadb() {
        return of(ServerDatabase.mariadb());
    }

    private static TestDatabase of(ServerDatabase db) {
        return new TestDatabase(db.vendor(), db.url(), db.user(), db.password());
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

    /** Checks the server answers; skips loudly, or fails under CI, when it does not. H2 always answers. */
    void requireReachable() {
        switch (vendor) {
            case "postgresql" -> ServerDatabase.postgresql().requireReachable();
            case "mariadb" -> ServerDatabase.mariadb().requireReachable();
            default -> { }
        }
    }
}
