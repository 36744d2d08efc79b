package org.bourse.dal.outage;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.datasource.JdbcTransactionObjectSupport;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.TransactionException;
import org.springframework.transaction.support.DefaultTransactionStatus;

/**
 * Spring's JDBC transaction manager (what Spring Boot would make), except for a rollback on a connection the
 * database no longer holds: there is nothing left to roll back (the server ends a lost session's transaction
 * itself, and the pool drops the connection), so the failure that made the transaction roll back goes on as
 * the one to answer, instead of a "rollback failed" that Spring logs at ERROR with a stack trace and that
 * hides the database outage behind it.
 */
final class LostConnectionRollback extends JdbcTransactionManager {

    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(LostConnectionRollback.class);

    LostConnectionRollback(DataSource dataSource) {
        super(dataSource);
    }

    @Override
    protected void doRollback(DefaultTransactionStatus status) {
        try {
            super.doRollback(status);
        } catch (TransactionException | DataAccessException e) {
            if (!DatabaseFailures.notAnswering(e) && !connectionLost(status)) {
                throw e;
            }
            LOG.debug("Rollback skipped, the connection is lost: {}", e.getMessage());
        }
    }

    private static boolean connectionLost(DefaultTransactionStatus status) {
        if (!(status.getTransaction() instanceof JdbcTransactionObjectSupport tx) || !tx.hasConnectionHolder()) {
            return false;
        }
        Connection connection = tx.getConnectionHolder().getConnection();
        try {
            // the pool closes a connection it found broken (an SQL state of class 08, 57P01…) at once
            return connection.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }
}
