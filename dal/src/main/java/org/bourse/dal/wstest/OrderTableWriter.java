package org.bourse.dal.wstest;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.bourse.dal.Vendor;

/**
 * What differs between the databases when seeding the GetOrder tables: how the rows get in fast,
 * and whether emptying the tables commits. Runs on the caller's connection and transaction.
 */
abstract class OrderTableWriter {

    static final String[] TABLES = {"wstest_line_item", "wstest_order", "wstest_customer", "wstest_address",
        "wstest_order_seed"};

    /** Writes addresses, customers, orders and line items, each in primary-key order. */
    abstract void write(Connection connection, OrderTablesPlan plan) throws SQLException;

    /**
     * Whether {@link #clear} commits by itself. TRUNCATE does on H2 and MariaDB (and cannot be rolled
     * back), not on PostgreSQL.
     */
    abstract boolean clearCommits();

    /** Empties every GetOrder table. TRUNCATE: the line items may be millions of rows, and no key refers to them. */
    void clear(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            for (String table : TABLES) {
                s.execute("TRUNCATE TABLE " + table);
            }
        }
    }

    static OrderTableWriter of(Vendor vendor) {
        return switch (vendor) {
            case H2, MARIADB -> new BatchedOrderTableWriter();
            case POSTGRESQL -> new PostgresqlOrderTableWriter();
        };
    }
}
