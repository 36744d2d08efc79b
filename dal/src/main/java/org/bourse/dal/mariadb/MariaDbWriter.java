package org.bourse.dal.mariadb;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import org.bourse.dal.population.BatchedInsertWriter;
import org.bourse.dal.population.SeededRows;

/**
 * MariaDB: batched inserts (Connector/J sends them with the bulk protocol); timestamps as
 * {@link MariaDbDialect} binds them.
 */
final class MariaDbWriter extends BatchedInsertWriter {

    /** GET_LOCK is server-wide: the name includes the database's, so two databases do not wait on each other. */
    static final String POPULATION_LOCK_NAME = "CONCAT('bourse_population.', DATABASE())";

    MariaDbWriter(MariaDbDialect dialect) {
        super(dialect);
    }

    @Override
    protected Optional<LockStatements> populationLock() {
        return Optional.of(new LockStatements("SELECT GET_LOCK(" + POPULATION_LOCK_NAME + ", 0)",
                "SELECT RELEASE_LOCK(" + POPULATION_LOCK_NAME + ")"));
    }

    /**
     * TRUNCATE, which is far faster than DELETE and resets AUTO_INCREMENT, but refuses a table that
     * a foreign key references unless this session turns the checks off (they come back on before
     * returning). TRUNCATE commits by itself, so a MariaDB reset is two steps: a failure while
     * populating leaves the tables empty, not as they were.
     */
    @Override
    protected void clear(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("SET foreign_key_checks = 0");
            try {
                for (String table : TABLES_CHILD_FIRST) {
                    s.execute("TRUNCATE TABLE " + table);
                }
            } finally {
                s.execute("SET foreign_key_checks = 1");
            }
        }
    }

    @Override
    protected boolean clearCommits() {
        return true;
    }

    /**
     * Nothing to do: InnoDB moves AUTO_INCREMENT past every explicit id it is given, and an
     * {@code ALTER TABLE … AUTO_INCREMENT} would commit the population's transaction half-way.
     */
    @Override
    protected void restartIdentities(Connection connection, SeededRows rows) {
    }
}
