package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Optional;

import org.bourse.dal.jdbc.SqlDialect;

/**
 * What differs between the databases when populating: how rows get in fast, how the tables are
 * emptied, how identities are moved past the seeded ids. Everything runs on the caller's connection
 * and transaction. One subclass per database, in that database's package; timestamps are bound and
 * read by the database's {@link SqlDialect}, as every other statement binds them.
 */
public abstract class VendorWriter {

    /** Child tables first, so that deleting in this order never breaks a foreign key. */
    // order_outbox (no keys) names orders by id, which a reset restarts: emptied with them.
    protected static final String[] TABLES_CHILD_FIRST = {"order_outbox", "orders", "holding", "account",
        "account_profile", "quote", "trade_population"};

    /** Passes over the users a writer makes (profiles, accounts, holdings, orders): the progress's measure. */
    static final int USER_PASSES = 4;

    private final SqlDialect dialect;

    protected VendorWriter(SqlDialect dialect) {
        this.dialect = dialect;
    }

    /** The value bound for a timestamp column. */
    protected final Object timestamp(Instant instant) {
        return dialect.timestampValue(instant);
    }

    /** The instant read from a timestamp column. */
    final Instant instant(ResultSet rs, int column) throws SQLException {
        return dialect.instant(rs, column);
    }

    /** Writes quotes, profiles, accounts, holdings and orders, in foreign-key order. */
    protected abstract void write(Connection connection, SeededRows rows) throws SQLException;

    /** Removes every row of the trade tables and restarts their identities. */
    protected abstract void clear(Connection connection) throws SQLException;

    /** Whether {@link #clear} commits by itself (a DDL statement), so a reset is not one transaction. */
    protected boolean clearCommits() {
        return false;
    }

    /** Moves each identity past the highest seeded id so later inserts never collide with a seeded row. */
    protected abstract void restartIdentities(Connection connection, SeededRows rows) throws SQLException;

    /** The standard form, which H2 and PostgreSQL share. */
    protected static void restartWith(Connection connection, SeededRows rows) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("ALTER TABLE account ALTER COLUMN account_id RESTART WITH " + (rows.lastAccountId() + 1));
            s.execute("ALTER TABLE holding ALTER COLUMN holding_id RESTART WITH " + (rows.lastHoldingId() + 1));
            s.execute("ALTER TABLE orders ALTER COLUMN order_id RESTART WITH " + (rows.lastOrderId() + 1));
        }
    }

    /**
     * The lock that serialises several nodes populating one empty database ({@code PopulationLock}): none
     * unless the database can be opened by more than one process.
     */
    protected Optional<LockStatements> populationLock() {
        return Optional.empty();
    }

    /**
     * A lock owned by the connection that takes it, so a node killed while populating releases it.
     *
     * @param tryLock a query answering 1 if it took the lock, without waiting
     * @param unlock a query releasing it
     */
    public record LockStatements(String tryLock, String unlock) {
    }
}
