package org.bourse.dal.outage;

import java.sql.SQLTransientConnectionException;

/**
 * A connection refused at once because the database is known not to answer ({@link DatabaseOutage}). SQL
 * state 08001 (unable to connect), like the driver's own refusal; no stack trace, since it is never logged.
 */
final class NotAnswering extends SQLTransientConnectionException {

    private static final long serialVersionUID = 1L;

    NotAnswering(String message) {
        super(message, "08001");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this;
    }
}
