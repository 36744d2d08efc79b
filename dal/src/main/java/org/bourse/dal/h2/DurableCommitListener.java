package org.bourse.dal.h2;

import java.sql.SQLException;

import javax.sql.DataSource;

import org.springframework.jdbc.datasource.ConnectionHolder;
import org.springframework.transaction.TransactionExecution;
import org.springframework.transaction.TransactionExecutionListener;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * After each commit of a Bourse transaction on H2 (every business operation and order step, through Spring's
 * transaction manager), waits until the commit is in the database file: the caller acknowledges an order only
 * after that. Spring Boot registers it on the transaction manager; an exception thrown here reaches the caller,
 * which then reports a failure instead of an acknowledgement.
 */
final class DurableCommitListener implements TransactionExecutionListener {

    private final DataSource dataSource;
    private final StoreWrites writes = new StoreWrites();

    DurableCommitListener(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void afterCommit(TransactionExecution transaction, Throwable commitFailure) {
        if (commitFailure != null
                || !(TransactionSynchronizationManager.getResource(dataSource) instanceof ConnectionHolder holder)) {
            return;
        }
        try {
            writes.awaitWritten(holder.getConnection());
        } catch (SQLException | RuntimeException e) {
            throw new TransactionSystemException("The transaction committed but could not be written to the H2 file", e);
        }
    }
}
