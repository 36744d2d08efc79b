package org.bourse.dal.invariants;

/** An invariant check could not be run: the database refused a query or the connection failed. */
public final class InvariantCheckException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    InvariantCheckException(String message, Throwable cause) {
        super(message, cause);
    }
}
