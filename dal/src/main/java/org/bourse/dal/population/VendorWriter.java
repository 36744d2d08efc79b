package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * What differs between the databases when populating: how rows get in fast, how the tables are
 * emptied, how identities are moved past the seeded ids. Everything runs on the caller's connection
 * and transaction.
 */
abstract class VendorWriter {

    /** Child tables first, so that deleting in this order never breaks a foreign key. */
    static final String[] TABLES_CHILD_FIRST = {"orders", "holding", "account", "account_profile", "quote", "trade_population"};

    /** The value bound for a timestamp column: H2 and PostgreSQL store time-zoned instants. */
    Object timestamp(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    /** The instant read from a timestamp column. */
    Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    /** Writes quotes, profiles, accounts, holdings and orders, in foreign-key order. */
    abstract void write(Connection connection, SeededRows rows) throws SQLException;

    /** Removes every row of the trade tables and restarts their identities. */
    abstract void clear(Connection connection) throws SQLException;

    /** Whether {@link #clear} commits by itself (a DDL statement), so a reset is not one transaction. */
    boolean clearCommits() {
        return false;
    }

    /** Moves each identity past the highest seeded id so later inserts never collide with a seeded row. */
    abstract void restartIdentities(Connection connection, SeededRows rows) throws SQLException;

    /** The standard form, which H2 and PostgreSQL share. */
    static void restartWith(Connection connection, SeededRows rows) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("ALTER TABLE account ALTER COLUMN account_id RESTART WITH " + (rows.lastAccountId() + 1));
            s.execute("ALTER TABLE holding ALTER COLUMN holding_id RESTART WITH " + (rows.lastHoldingId() + 1));
            s.execute("ALTER TABLE orders ALTER COLUMN order_id RESTART WITH " + (rows.lastOrderId() + 1));
        }
    }

    static VendorWriter of(org.bourse.dal.Vendor vendor) {
        return switch (vendor) {
            case H2 -> new H2Writer();
            case POSTGRESQL -> new PostgresqlWriter();
            case MARIADB -> new MariaDbWriter();
        };
    }
}
