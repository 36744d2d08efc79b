package org.bourse.dal.outage;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The connection pool as the application sees it: every connection is taken through {@link DatabaseOutage},
 * which refuses it at once while the database is known not to answer, except the probe. A probe's connection
 * is checked with {@link Connection#isValid} before it ends the outage: the pool may hand out a connection it
 * checked a moment before the database went away.
 */
final class WatchedDataSource extends DelegatingDataSource {

    private final DatabaseOutage outage;
    private final int validationSeconds;

    WatchedDataSource(DataSource pool, DatabaseOutage outage, int validationSeconds) {
        super(pool);
        this.outage = outage;
        this.validationSeconds = validationSeconds;
    }

    @Override
    public Connection getConnection() throws SQLException {
        long admittedAt = outage.admit();
        Connection connection;
        try {
            connection = super.getConnection();
        } catch (SQLException | RuntimeException e) {
            noConnection(admittedAt, e);
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
        } catch (SQLException | RuntimeException e) {
            noConnection(admittedAt, e);
            throw e;
        }
        return checked(admittedAt, connection);
    }

    private void noConnection(long admittedAt, Exception e) {
        // a pool too small for the load is not an outage, but a probe that ended that way must let another go
        if (DatabaseFailures.notAnswering(e) || outage.failing()) {
            outage.failed(admittedAt, e);
        }
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
