package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * MariaDB: batched inserts (Connector/J sends them with the bulk protocol); DATETIME(6) columns hold
 * UTC, bound as a {@link LocalDateTime} so no session time zone shifts them.
 */
final class MariaDbWriter extends BatchedInsertWriter {

    @Override
    Object timestamp(Instant instant) {
        return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    @Override
    Instant instant(ResultSet rs, int column) throws SQLException {
        LocalDateTime value = rs.getObject(column, LocalDateTime.class);
        return value == null ? null : value.toInstant(ZoneOffset.UTC);
    }

    /**
     * TRUNCATE, which is far faster than DELETE and resets AUTO_INCREMENT, but refuses a table that
     * a foreign key references unless this session turns the checks off (they come back on before
     * returning). TRUNCATE commits by itself, so a MariaDB reset is two steps: a failure while
     * populating leaves the tables empty, not as they were.
     */
    @Override
    void clear(Connection connection) throws SQLException {
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
    boolean clearCommits() {
        return true;
    }

    /**
     * Nothing to do: InnoDB moves AUTO_INCREMENT past every explicit id it is given, and an
     * {@code ALTER TABLE … AUTO_INCREMENT} would commit the population's transaction half-way.
     */
    @Override
    void restartIdentities(Connection connection, SeededRows rows) {
    }
}
