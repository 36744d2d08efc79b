package org.bourse.dal;

import java.sql.SQLException;

/**
 * A database operation of the data-access layer failed. Unchecked, so that callers above the data
 * access layer never handle {@link SQLException}: the layer translates it at its boundary and says
 * what it was doing, keeping the driver's exception (and its SQL state) as the cause.
 */
public class DataAccessFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DataAccessFailure(String message) {
        super(message);
    }

    public DataAccessFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** The failure of {@code what}, with the SQL state of the driver's exception in the message. */
    public static DataAccessFailure of(String what, SQLException e) {
        return new DataAccessFailure(what + " failed (SQL state " + e.getSQLState() + "): " + e.getMessage(), e);
    }
}
