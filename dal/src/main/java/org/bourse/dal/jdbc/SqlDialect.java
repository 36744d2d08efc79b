package org.bourse.dal.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * What differs between the databases at the JDBC level: how their errors read, how instants are
 * bound and read, how an insert hands back its key. One subclass per database, in that database's
 * package; the defaults are what H2 and PostgreSQL share.
 */
public abstract class SqlDialect {

    /** A unique or primary-key constraint refused the write. */
    public abstract boolean isUniqueViolation(SQLException e);

    /** Deadlock, serialization failure or lock timeout: running the transaction again may succeed. */
    public abstract boolean isTransient(SQLException e);

    public void bindInstant(PreparedStatement ps, int index, Instant instant) throws SQLException {
        ps.setObject(index, instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC));
    }

    public Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    /** An insert statement whose generated key (column {@code keyColumn}) can be read back. */
    public PreparedStatement prepareInsert(Connection connection, String sql, String keyColumn) throws SQLException {
        return connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS);
    }
}
