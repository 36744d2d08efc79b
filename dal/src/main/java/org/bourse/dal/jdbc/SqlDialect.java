package org.bourse.dal.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

import org.bourse.dal.Vendor;
import org.bourse.dal.h2.H2Dialect;
import org.bourse.dal.mariadb.MariaDbDialect;
import org.bourse.dal.postgresql.PostgresqlDialect;

/**
 * What differs between the databases at the JDBC level: how their errors read, how instants are
 * bound and read, how an insert hands back its key. One subclass per database, in that database's
 * package; the defaults are what H2 and PostgreSQL share.
 */
public abstract class SqlDialect {

    /** The dialect of a database: the choice is made here, once. */
    public static SqlDialect of(Vendor vendor) {
        return switch (vendor) {
            case H2 -> new H2Dialect();
            case POSTGRESQL -> new PostgresqlDialect();
            case MARIADB -> new MariaDbDialect();
        };
    }

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

    /**
     * The JDBC isolation level under which a read-only transaction sees one snapshot of the whole
     * database, taken at its first statement (the invariant check reads several tables while orders
     * are being processed). Repeatable read is that on PostgreSQL and on MariaDB's InnoDB.
     */
    public int snapshotIsolation() {
        return Connection.TRANSACTION_REPEATABLE_READ;
    }
}
