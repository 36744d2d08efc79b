package org.bourse.dal.outage;

import java.net.ConnectException;
import java.sql.SQLException;
import java.util.Set;

import org.bourse.dal.DataAccessFailure;

/**
 * Whether a failure means the database does not answer: no connection could be made or kept, as against an
 * ordinary data error (a constraint broken, a value refused, a deadlock), which keeps its own handling. Looks
 * through the causes (Spring's {@code CannotGetJdbcConnectionException} and {@code CannotCreateTransactionException},
 * the data-access layer's own translation, a framework's wrapping) for:
 * <ul>
 * <li>{@link DatabaseUnavailable} and the refusal of a connection while an outage is known;</li>
 * <li>an SQL state of class 08 (connection exception: refused, reset, closed, rejected; MariaDB's
 *     communication failures are 08S01), or PostgreSQL's 57P01 to 57P03 (administrator shutdown, crash
 *     shutdown, cannot connect now: starting or stopping);</li>
 * <li>a refused TCP connection ({@link ConnectException}) that a driver left untranslated.</li>
 * </ul>
 * HikariCP's "connection is not available, request timed out" is the database's when the pool's last attempt
 * to connect failed (its cause), or, as {@link WatchedDataSource} rethrows it, when the pool had room for another
 * connection; with every connection in use it is a pool too small for the load, not an outage.
 */
public final class DatabaseFailures {

    private static final Set<String> SHUTDOWN_STATES = Set.of("57P01", "57P02", "57P03");
    /** Causes are followed this deep at most (a cycle, or a framework that wraps without end). */
    private static final int DEPTH = 24;

    private DatabaseFailures() {
    }

    /** True when {@code failure}, or one of its causes, says the database does not answer. */
    public static boolean notAnswering(Throwable failure) {
        Throwable cause = failure;
        for (int depth = 0; cause != null && depth < DEPTH; depth++) {
            if (cause instanceof DatabaseUnavailable || cause instanceof ConnectException) {
                return true;
            }
            if (cause instanceof SQLException sql && notAnswering(sql.getSQLState())) {
                return true;
            }
            cause = cause.getCause() == cause ? null : cause.getCause();
        }
        return false;
    }

    /**
     * {@code e} as the data access throws it: {@link DatabaseUnavailable} when the database does not answer, so
     * that a caller above the data access can tell an outage (told once, here) from any other failure.
     */
    public static DataAccessFailure translated(String what, SQLException e) {
        return notAnswering(e) ? new DatabaseUnavailable(what + " failed, the database does not answer: "
                + e.getMessage(), e) : DataAccessFailure.of(what, e);
    }

    /** True for the SQL states that say the connection, not the statement, failed. */
    static boolean notAnswering(String sqlState) {
        return sqlState != null && (sqlState.startsWith("08") || SHUTDOWN_STATES.contains(sqlState));
    }
}
