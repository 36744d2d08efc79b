package org.bourse.dal.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import org.bourse.dal.DataAccessFailure;
import org.bourse.dal.DuplicateKey;
import org.bourse.dal.TransientFailure;
import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.outage.DatabaseUnavailable;
import org.springframework.jdbc.datasource.DataSourceUtils;

/**
 * Runs one prepared statement on the connection of the current Spring transaction (or a connection
 * of its own outside one) and translates {@link SQLException} into the data-access exceptions, so the
 * business services never see a driver's exception: a connection that failed under the statement is
 * {@link DatabaseUnavailable}, as {@link DatabaseFailures} decides. Every statement names what it does, for the
 * error message.
 */
public final class Jdbc {

    /** Binds the parameters of a statement. */
    @FunctionalInterface
    public interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    /** Reads the current row. */
    @FunctionalInterface
    public interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    private static final Binder NO_PARAMETERS = ps -> { };

    private final DataSource dataSource;
    private final SqlDialect dialect;

    public Jdbc(DataSource dataSource, SqlDialect dialect) {
        this.dataSource = dataSource;
        this.dialect = dialect;
    }

    public SqlDialect dialect() {
        return dialect;
    }

    public <T> List<T> list(String what, String sql, Binder binder, RowMapper<T> mapper) {
        Connection c = DataSourceUtils.getConnection(dataSource);
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                List<T> rows = new ArrayList<>();
                while (rs.next()) {
                    rows.add(mapper.map(rs));
                }
                return rows;
            }
        } catch (SQLException e) {
            throw translate(what, e);
        } finally {
            DataSourceUtils.releaseConnection(c, dataSource);
        }
    }

    public <T> List<T> list(String what, String sql, RowMapper<T> mapper) {
        return list(what, sql, NO_PARAMETERS, mapper);
    }

    public <T> Optional<T> one(String what, String sql, Binder binder, RowMapper<T> mapper) {
        Connection c = DataSourceUtils.getConnection(dataSource);
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(mapper.map(rs)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw translate(what, e);
        } finally {
            DataSourceUtils.releaseConnection(c, dataSource);
        }
    }

    /** @return the update count */
    public int update(String what, String sql, Binder binder) {
        Connection c = DataSourceUtils.getConnection(dataSource);
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw translate(what, e);
        } finally {
            DataSourceUtils.releaseConnection(c, dataSource);
        }
    }

    /** Runs an insert and returns the key the database generated in {@code keyColumn}. */
    public long insert(String what, String sql, String keyColumn, Binder binder) {
        Connection c = DataSourceUtils.getConnection(dataSource);
        try (PreparedStatement ps = dialect.prepareInsert(c, sql, keyColumn)) {
            binder.bind(ps);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new DataAccessFailure(what + ": the database returned no generated key");
                }
                return keys.getLong(1);
            }
        } catch (SQLException e) {
            throw translate(what, e);
        } finally {
            DataSourceUtils.releaseConnection(c, dataSource);
        }
    }

    /** Runs statements in order, all in the current transaction; for deletes that span tables. */
    public void execute(String what, List<String> statements) {
        Connection c = DataSourceUtils.getConnection(dataSource);
        try (var s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw translate(what, e);
        } finally {
            DataSourceUtils.releaseConnection(c, dataSource);
        }
    }

    DataAccessFailure translate(String what, SQLException e) {
        String message = what + " failed (SQL state " + e.getSQLState() + "): " + e.getMessage();
        if (dialect.isUniqueViolation(e)) {
            return new DuplicateKey(message, e);
        }
        if (dialect.isTransient(e)) {
            return new TransientFailure(message, e);
        }
        if (DatabaseFailures.notAnswering(e)) {
            return new DatabaseUnavailable(message, e);
        }
        return new DataAccessFailure(message, e);
    }
}
