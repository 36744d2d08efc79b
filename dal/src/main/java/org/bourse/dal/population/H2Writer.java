package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** H2: batched inserts and the standard identity restart. */
final class H2Writer extends BatchedInsertWriter {

    /**
     * TRUNCATE for orders and holdings, which hold most rows and which no foreign key references:
     * deleting millions of rows in one transaction keeps an undo entry per row in memory (500,000
     * users ran a 6 GB heap out of memory). H2 refuses TRUNCATE on a referenced table, so the rest
     * is deleted. TRUNCATE cannot be rolled back, so an H2 reset is not one transaction.
     */
    @Override
    void clear(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("TRUNCATE TABLE orders");
            s.execute("TRUNCATE TABLE holding");
            for (String table : new String[] {"account", "account_profile", "quote", "trade_population"}) {
                s.executeUpdate("DELETE FROM " + table);
            }
        }
    }

    @Override
    boolean clearCommits() {
        return true;
    }

    @Override
    void restartIdentities(Connection connection, SeededRows rows) throws SQLException {
        restartWith(connection, rows);
    }
}
