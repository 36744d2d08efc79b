package org.bourse.dal.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The rows of one prepared INSERT sent a batch at a time, for the bulk loads on databases without a
 * COPY path (H2, MariaDB): call {@link #add()} after binding each row, {@link #finish()} after the last.
 */
public final class InsertBatch {

    private final PreparedStatement ps;
    private final int size;
    private int pending;

    public InsertBatch(PreparedStatement ps, int size) {
        this.ps = ps;
        this.size = size;
    }

    public void add() throws SQLException {
        ps.addBatch();
        if (++pending == size) {
            ps.executeBatch();
            pending = 0;
        }
    }

    public void finish() throws SQLException {
        if (pending > 0) {
            ps.executeBatch();
            pending = 0;
        }
    }
}
