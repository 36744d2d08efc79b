package org.bourse.dal.outage;

import org.bourse.dal.DataAccessFailure;

/**
 * The database did not answer: no connection within the pool's wait, a connection refused or lost, the
 * server shutting down. Nothing was changed by the operation that got it (its transaction, if it began, is
 * rolled back with the connection); it may be repeated once the database answers. Distinct from a
 * {@link org.bourse.dal.TransientFailure}, which the database gave up under contention and which is retried
 * at once.
 */
public class DatabaseUnavailable extends DataAccessFailure {

    private static final long serialVersionUID = 1L;

    public DatabaseUnavailable(String message, Throwable cause) {
        super(message, cause);
    }
}
