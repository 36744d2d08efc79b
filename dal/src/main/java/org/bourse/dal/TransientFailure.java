package org.bourse.dal;

/**
 * The database gave up a transaction because of other transactions (deadlock, serialization
 * failure, lock wait timeout); the same work may succeed if run again.
 */
public class TransientFailure extends DataAccessFailure {

    private static final long serialVersionUID = 1L;

    public TransientFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
