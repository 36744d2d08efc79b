package org.bourse.dal.mariadb;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

import org.bourse.dal.jdbc.SqlDialect;

/**
 * MariaDB: vendor error codes (its SQL states are coarse), and DATETIME(6) columns holding UTC,
 * bound as {@link LocalDateTime} so no session time zone shifts them.
 */
final class MariaDbDialect extends SqlDialect {

    private static final int DUPLICATE_ENTRY = 1062;
    private static final int LOCK_WAIT_TIMEOUT = 1205;
    private static final int DEADLOCK = 1213;

    @Override
    public boolean isUniqueViolation(SQLException e) {
        return e.getErrorCode() == DUPLICATE_ENTRY;
    }

    @Override
    public boolean isTransient(SQLException e) {
        return e.getErrorCode() == DEADLOCK || e.getErrorCode() == LOCK_WAIT_TIMEOUT || "40001".equals(e.getSQLState());
    }

    @Override
    public Object timestampValue(Instant instant) {
        return instant == null ? null : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    @Override
    public Instant instant(ResultSet rs, int column) throws SQLException {
        LocalDateTime value = rs.getObject(column, LocalDateTime.class);
        return value == null ? null : value.toInstant(ZoneOffset.UTC);
    }
}
