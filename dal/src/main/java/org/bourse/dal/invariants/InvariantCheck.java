package org.bourse.dal.invariants;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import org.bourse.dal.Vendor;

/**
 * Runs the Trade invariant checks on a database (see {@code docs/invariants.md}). Each database
 * invariant is one query returning its violating rows; the result reports how many there are and
 * renders the first {@value #MAX_EXAMPLES}.
 *
 * <p>The caller owns the connection. If it is in auto-commit mode the checks of one call run in a
 * single repeatable-read transaction, rolled back afterwards, so that all queries see the same state
 * even while orders are still being processed; otherwise they run in the caller's transaction as it is.
 * Database errors come out as {@link InvariantCheckException}.
 */
public final class InvariantCheck {

    /** How many violations a result renders as examples. */
    public static final int MAX_EXAMPLES = 5;

    /** Order ids per {@code IN (...)} list: far below every driver's parameter limit. */
    private static final int IDS_PER_QUERY = 1000;

    private final Vendor vendor;
    private final List<Invariant> invariants;

    public InvariantCheck(Vendor vendor) {
        this.vendor = Objects.requireNonNull(vendor, "vendor");
        this.invariants = Invariant.databaseInvariants();
    }

    /** Checks I1–I5, I7 (the database part) and I8, in that order. */
    public List<InvariantResult> checkAll(Connection connection) {
        return inOneSnapshot(connection, "I1-I8", () -> {
            List<InvariantResult> results = new ArrayList<>(invariants.size());
            for (Invariant invariant : invariants) {
                results.add(run(connection, invariant));
            }
            return results;
        });
    }

    /**
     * I6 nothing lost: every order the client was told succeeded is stored exactly once and processed.
     * An id the client reports more than once is a violation (two successes were given one order).
     * Also counts the orders created after the population that the client did not report.
     *
     * @param orderIds the order ids in the successful replies the client received, one per reply
     */
    public AcknowledgementResult acknowledgedOrders(Connection connection, Collection<Long> orderIds) {
        Map<Long, Integer> timesReported = new TreeMap<>();
        for (Long id : Objects.requireNonNull(orderIds, "orderIds")) {
            timesReported.merge(Objects.requireNonNull(id, "an order id is null"), 1, Integer::sum);
        }
        String description = "every order the client was told succeeded is stored exactly once and processed";
        return inOneSnapshot(connection, "I6", () -> {
            Map<Long, String> status = storedStatus(connection, new ArrayList<>(timesReported.keySet()));
            long lastSeeded;
            long afterPopulation;
            try (PreparedStatement ps = connection.prepareStatement(
                    InvariantSql.forVendor(vendor, InvariantSql.I6_ORDERS_AFTER_POPULATION));
                    ResultSet rs = ps.executeQuery()) {
                rs.next();
                lastSeeded = rs.getLong(1);
                afterPopulation = rs.getLong(2);
            }
            long violations = 0;
            long reportedAfterPopulation = 0;
            List<String> examples = new ArrayList<>();
            for (Map.Entry<Long, Integer> reported : timesReported.entrySet()) {
                long id = reported.getKey();
                String stored = status.get(id);
                List<String> problems = new ArrayList<>(2);
                if (stored == null) {
                    problems.add("not in the database");
                } else {
                    if (id > lastSeeded) {
                        reportedAfterPopulation++;
                    }
                    if (!isProcessed(stored)) {
                        problems.add("stored as " + stored + ", not processed");
                    }
                }
                if (reported.getValue() > 1) {
                    problems.add("reported " + reported.getValue() + " times, one order can only be one success");
                }
                if (!problems.isEmpty()) {
                    violations++;
                    if (examples.size() < MAX_EXAMPLES) {
                        examples.add("order " + id + ": " + String.join(", ", problems));
                    }
                }
            }
            InvariantResult result = new InvariantResult("I6", description, violations == 0, violations, examples);
            return new AcknowledgementResult(result, afterPopulation - reportedAfterPopulation);
        });
    }

    /**
     * I7, the part needing the client: the login and logout totals over all accounts equal what the
     * client counted. The client's counts must include any logins the population stored.
     */
    public InvariantResult counters(Connection connection, long logins, long logouts) {
        String description = "the accounts' login and logout totals equal the client's counts";
        return inOneSnapshot(connection, "I7", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    InvariantSql.forVendor(vendor, InvariantSql.I7_COUNTER_TOTALS));
                    ResultSet rs = ps.executeQuery()) {
                rs.next();
                long storedLogins = rs.getLong(1);
                long storedLogouts = rs.getLong(2);
                List<String> examples = new ArrayList<>(2);
                if (storedLogins != logins) {
                    examples.add("logins: database " + storedLogins + ", client " + logins);
                }
                if (storedLogouts != logouts) {
                    examples.add("logouts: database " + storedLogouts + ", client " + logouts);
                }
                return new InvariantResult("I7", description, examples.isEmpty(), examples.size(), examples);
            }
        });
    }

    private InvariantResult run(Connection connection, Invariant invariant) throws SQLException {
        long violations = 0;
        List<String> examples = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(InvariantSql.forVendor(vendor, invariant.sql()));
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                violations++;
                if (examples.size() < MAX_EXAMPLES) {
                    examples.add(invariant.rowText().of(rs));
                }
            }
        } catch (SQLException e) {
            throw new SQLException("invariant " + invariant.id() + " (" + invariant.description() + "): "
                    + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
        }
        return new InvariantResult(invariant.id(), invariant.description(), violations == 0, violations, examples);
    }

    private Map<Long, String> storedStatus(Connection connection, List<Long> ids) throws SQLException {
        Map<Long, String> status = new HashMap<>(ids.size() * 2);
        for (int from = 0; from < ids.size(); from += IDS_PER_QUERY) {
            List<Long> batch = ids.subList(from, Math.min(ids.size(), from + IDS_PER_QUERY));
            String sql = InvariantSql.I6_ORDERS_BY_ID.formatted(String.join(", ", Collections.nCopies(batch.size(), "?")));
            try (PreparedStatement ps = connection.prepareStatement(InvariantSql.forVendor(vendor, sql))) {
                for (int k = 0; k < batch.size(); k++) {
                    ps.setLong(k + 1, batch.get(k));
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        status.put(rs.getLong(1), rs.getString(2));
                    }
                }
            }
        }
        return status;
    }

    private static boolean isProcessed(String status) {
        return "closed".equals(status) || "completed".equals(status);
    }

    /** Rolls the read-only work back and gives the connection its auto-commit mode and isolation back. */
    private static void endSnapshot(Connection connection, int isolation) throws SQLException {
        try {
            connection.rollback();
        } finally {
            connection.setAutoCommit(true);
            connection.setTransactionIsolation(isolation);
        }
    }

    @FunctionalInterface
    private interface SqlWork<T> {
        T run() throws SQLException;
    }

    /** Runs the work in one repeatable-read transaction if the connection is in auto-commit mode. */
    private <T> T inOneSnapshot(Connection connection, String what, SqlWork<T> work) {
        Objects.requireNonNull(connection, "connection");
        try {
            if (!connection.getAutoCommit()) {
                return work.run();
            }
            int isolation = connection.getTransactionIsolation();
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setAutoCommit(false);
            T result;
            try {
                result = work.run();
            } catch (SQLException | RuntimeException e) {
                try {
                    endSnapshot(connection, isolation);
                } catch (SQLException | RuntimeException cleanup) {
                    e.addSuppressed(cleanup);
                }
                throw e;
            }
            endSnapshot(connection, isolation);
            return result;
        } catch (SQLException e) {
            throw new InvariantCheckException("Invariant check " + what + " could not run on " + vendor.id()
                    + " (SQL state " + e.getSQLState() + "): " + e.getMessage(), e);
        }
    }
}
