package org.bourse.dal.outage;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

import org.springframework.jdbc.datasource.DelegatingDataSource;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;

/**
 * The connection pool as the application sees it: every connection is taken through {@link DatabaseOutage},
 * which refuses it at once while the database is known not to answer, except the probe. A probe's connection
 * is checked with {@link Connection#isValid} before it ends the outage: the pool may hand out a connection it
 * checked a moment before the database went away. The pool's timeout while it had room for another connection
 * (fewer in use than its maximum) is the database not answering too, even before an attempt to connect has
 * failed (one that hangs on an unreachable host): it is then thrown as such, with the pool's exception as cause.
 */
final class WatchedDataSource extends DelegatingDataSource {

    private final HikariDataSource pool;
    private final DatabaseOutage outage;
    private final int validationSeconds;

    WatchedDataSource(HikariDataSource pool, DatabaseOutage outage, int validationSeconds) {
        super(pool);
        this.pool = pool;
        this.outage = outage;
        this.validationSeconds = validationSeconds;
    }

    @Override
    public Connection getConnection() throws SQLException {
        long admittedAt = outage.admit();
        Connection connection;
        try {
            connection = super.getConnection();
        } catch (SQLException e) {
            throw noConnection(admittedAt, e);
        } catch (RuntimeException e) {
            report(admittedAt, e);
            throw e;
        }
        return checked(admittedAt, connection);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        long admittedAt = outage.admit();
        Connection connection;
        try {
            connection = super.getConnection(username, password);
        } catch (SQLException e) {
            throw noConnection(admittedAt, e);
        } catch (RuntimeException e) {
            report(admittedAt, e);
            throw e;
        }
        return checked(admittedAt, connection);
    }

    /** @return what to throw */
    private SQLException noConnection(long admittedAt, SQLException e) {
        SQLException failure = e;
        if (!DatabaseFailures.notAnswering(e) && e instanceof SQLTransientConnectionException && hadRoom()) {
            NotAnswering unanswered = new NotAnswering("no connection within the pool's wait, with room for one: "
                    + e.getMessage());
            unanswered.initCause(e);
            failure = unanswered;
        }
        report(admittedAt, failure);
        return failure;
    }

    private void report(long admittedAt, Exception failure) {
        // a pool too small for the load is not an outage, but a probe that ended that way must let another go
        if (DatabaseFailures.notAnswering(failure) || outage.failing()) {
            outage.failed(admittedAt, failure);
        }
    }

    private boolean hadRoom() {
        HikariPoolMXBean state = pool.getHikariPoolMXBean();
        return state != null && state.getActiveConnections() < pool.getMaximumPoolSize();
    }

    private Connection checked(long admittedAt, Connection connection) throws SQLException {
        if (outage.failing()) {
            boolean valid;
            try {
                valid = connection.isValid(validationSeconds);
            } catch (SQLException e) {
                valid = false;
            }
            if (!valid) {
                NotAnswering refused = new NotAnswering("a connection to the database did not answer its check");
                outage.failed(admittedAt, refused);
                try {
                    connection.close();
                } catch (SQLException e) {
                    // it is dead already: the pool drops it
                }
                throw refused;
            }
        }
        outage.answered(admittedAt);
        return connection;
    }
}
