package org.bourse.dal.h2;

import java.sql.SQLException;
import java.util.Set;

import org.bourse.dal.jdbc.SqlDialect;

/** H2: standard SQL states for constraints and deadlocks; its own codes for lock timeouts. */
public final class H2Dialect extends SqlDialect {

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
}
