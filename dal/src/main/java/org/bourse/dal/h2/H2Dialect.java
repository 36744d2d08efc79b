package org.bourse.dal.h2;

import java.sql.SQLException;
import java.util.Set;

import org.bourse.dal.jdbc.SqlDialect;

/**
 * H2: standard SQL states for constraints and deadlocks; its own codes for lock timeouts; its own
 * isolation level for a snapshot of the whole database.
 */
final class H2Dialect extends SqlDialect {

    /** H2's {@code SNAPSHOT} level (org.h2.engine.Constants.TRANSACTION_SNAPSHOT); not in java.sql.Connection. */
    static final int TRANSACTION_SNAPSHOT = 6;

    // 40001 deadlock, HYT00 lock timeout, 90131 concurrent update of one row in MVStore.
    private static final Set<String> TRANSIENT = Set.of("40001", "HYT00", "90131");

    @Override
    public boolean isUniqueViolation(SQLException e) {
        return "23505".equals(e.getSQLState());
    }

    @Override
    public boolean isTransient(SQLException e) {
        return TRANSIENT.contains(e.getSQLState());
    }

    /**
     * H2's repeatable read takes each table's snapshot at the first statement that reads that table, so
     * two queries of one transaction may see the orders before a commit and the quotes after it.
     * {@code SNAPSHOT} takes every table's at the transaction's first statement.
     */
    @Override
    public int snapshotIsolation() {
        return TRANSACTION_SNAPSHOT;
    }
}
