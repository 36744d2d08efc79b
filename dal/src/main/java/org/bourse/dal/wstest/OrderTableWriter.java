package org.bourse.dal.wstest;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What differs between the databases when seeding the GetOrder tables: how the rows get in fast,
 * and whether emptying the tables commits. Runs on the caller's connection and transaction. The
 * batched form ({@link #batched()}) serves every database without a faster way of its own.
 */
public abstract class OrderTableWriter {

    static final String[] TABLES = {"wstest_line_item", "wstest_order", "wstest_customer", "wstest_address",
        "wstest_order_seed"};

    /** Writes addresses, customers, orders and line items, each in primary-key order. */
    protected abstract void write(Connection connection, OrderTablesPlan plan) throws SQLException;

    /**
     * Whether {@link #clear} commits by itself. TRUNCATE does on H2 and MariaDB (and cannot be rolled
     * back), not on PostgreSQL.
     */
    protected abstract boolean clearCommits();

    /** Empties every GetOrder table. TRUNCATE: the line items may be millions of rows, and no key refers to them. */
    void clear(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            for (String table : TABLES) {
                s.execute("TRUNCATE TABLE " + table);
            }
        }
    }

    /** Batched prepared INSERTs; TRUNCATE commits by itself (H2, MariaDB). */
    public static OrderTableWriter batched() {
        return new BatchedOrderTableWriter();
    }
}
