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
 * package, chosen with the rest of that database's parts ({@code org.bourse.dal.spi.Database}); the
 * defaults are what H2 and PostgreSQL share.
 */
public abstract class SqlDialect {

    /** A unique or primary-key constraint refused the write. */
    public abstract boolean isUniqueViolation(SQLException e);

    /** Deadlock, serialization failure or lock timeout: running the transaction again may succeed. */
    public abstract boolean isTransient(SQLException e);

    /**
     * The value bound for a timestamp column, by every statement and bulk writer: H2 and PostgreSQL
     * store time-zoned instants.
     */
    public Object timestampValue(Instant instant) {
        return instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    /** The instant a timestamp column holds; the counterpart of {@link #timestampValue}. */
    public Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    public final void bindInstant(PreparedStatement ps, int index, Instant instant) throws SQLException {
        ps.setObject(index, timestampValue(instant));
    }

    public final Instant instant(ResultSet rs, String column) throws SQLException {
        return instant(rs, rs.findColumn(column));
    }

    /** An insert statement whose generated key (column {@code keyColumn}) can be read back. */
    public PreparedStatement prepareInsert(Connection connection, String sql, String keyColumn) throws SQLException {
        return connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS);
    }

    /**
     * The JDBC isolation level under which a read-only transaction sees one snapshot of the whole
     * database, taken at its first statement (the invariant check reads several tables while orders
     * are being processed). Repeatable read is that on PostgreSQL and on MariaDB's InnoDB.
     */
    public int snapshotIsolation() {
        return Connection.TRANSACTION_REPEATABLE_READ;
    }
}
