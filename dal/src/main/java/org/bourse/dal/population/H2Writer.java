package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.SQLException;

/** H2: batched inserts, DELETE to empty the tables, and the standard identity restart. */
final class H2Writer extends BatchedInsertWriter {

    @Override
    void restartIdentities(Connection connection, SeededRows rows) throws SQLException {
        restartWith(connection, rows);
    }
}
