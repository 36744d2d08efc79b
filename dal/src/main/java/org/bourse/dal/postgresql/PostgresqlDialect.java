package org.bourse.dal.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Set;

import org.bourse.dal.jdbc.SqlDialect;

/** PostgreSQL: SQL states, and inserts that return only their key column. */
final class PostgresqlDialect extends SqlDialect {

    // serialization failure, deadlock, lock not available
    private static final Set<String> TRANSIENT = Set.of("40001", "40P01", "55P03");

    @Override
    public boolean isUniqueViolation(SQLException e) {
        return "23505".equals(e.getSQLState());
    }

    @Override
    public boolean isTransient(SQLException e) {
        return TRANSIENT.contains(e.getSQLState());
    }

    /** Naming the key makes pgjdbc append {@code RETURNING key} instead of {@code RETURNING *}. */
    @Override
    public PreparedStatement prepareInsert(Connection connection, String sql, String keyColumn) throws SQLException {
        return connection.prepareStatement(sql, new String[] {keyColumn});
    }
}
