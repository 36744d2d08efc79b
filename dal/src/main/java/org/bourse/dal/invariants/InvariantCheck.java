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
import java.util.function.Supplier;

import org.bourse.dal.Vendor;
import org.bourse.dal.jdbc.SqlDialect;

/**
 * Runs the Trade invariant checks on a database (see {@code docs/invariants.md}). Each database
 * invariant is one query returning its violating rows; the result reports how many there are and
 * renders the first {@value #MAX_EXAMPLES}.
 *
 * <p>The caller owns the connection. If it is in auto-commit mode the checks of one call run in a
 * single read-only transaction that sees one snapshot of the whole database (the dialect's
 * {@link SqlDialect#snapshotIsolation()}), rolled back afterwards, so that all queries see the same
 * state even while orders are still being processed; {@link #inOneSnapshot} puts several calls in one
 * such transaction. On a connection not in auto-commit mode they run in the caller's transaction as it
 * is. Database errors come out as {@link InvariantCheckException}.
 */
public final class InvariantCheck {

    /** How many violations a result renders as examples. */
    public static final int MAX_EXAMPLES = 5;

    /** Order ids per {@code IN (...)} list: far below every driver's parameter limit. */
    private static final int IDS_PER_QUERY = 1000;

    private final Vendor vendor;
    private final SqlDialect dialect;
    private final List<Invariant> afterLoad;
    private final List<Invariant> duringLoad;

    /** Built by the database's {@code org.bourse.dal.spi.Database}, which brings the dialect. */
    public InvariantCheck(Vendor vendor, SqlDialect dialect) {
        this.vendor = Objects.requireNonNull(vendor, "vendor");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.afterLoad = Invariant.databaseInvariants(false);
        this.duringLoad = Invariant.databaseInvariants(true);
    }

    /** Checks I1–I5, I7 (the database part) and I8, in that order, once load has stopped and drained. */
    public List<InvariantResult> checkAll(Connection connection) {
        return runAll(connection, afterLoad);
    }

    /**
     * The same checks while load may still be running: an open order is in flight (the async order
     * processing commits it open and processes it just after), so I5 reports only orders left
     * processing or cancelled. Every other invariant is the same, on one snapshot.
     */
    public List<InvariantResult> checkDuringLoad(Connection connection) {
        return runAll(connection, duringLoad);
    }

    /** The largest order id in the database, 0 when there is no order. */
    public long highestOrderId(Connection connection) {
        return inOneSnapshot(connection, "highest order id",
                () -> singleLong(connection, InvariantSql.HIGHEST_ORDER_ID));
    }

    /**
     * I6 nothing lost, for a client that reports every success it got since the population: every id
     * is stored exactly once and processed, and an id reported more than once is a violation. The
     * orders after the population that the client did not report are counted as information only.
     *
     * @param orderIds the order ids in the successful replies the client received, one per reply
     */
    public AcknowledgementResult acknowledgedOrders(Connection connection, Collection<Long> orderIds) {
        List<Long> ids = List.copyOf(Objects.requireNonNull(orderIds, "orderIds"));
        return inOneSnapshot(connection, "I6", () -> acknowledged(connection, new Acknowledgements(
                singleLong(connection, InvariantSql.I6_LAST_SEEDED_ORDER_ID), ids, Acknowledgements.ANY_IN_FLIGHT)));
    }

    /**
     * I6 nothing lost, over the orders after {@link Acknowledgements#sinceOrderId()}: every acknowledged
     * id is stored exactly once and processed (an id acknowledged twice is a violation), and at most
     * {@link Acknowledgements#inFlight()} orders of that window exist that nobody acknowledged; beyond
     * that each one is a violation, and the first ids are named. Acknowledged ids at or below the
     * window's start are checked too.
     */
    public AcknowledgementResult acknowledgedOrders(Connection connection, Acknowledgements acknowledgements) {
        Objects.requireNonNull(acknowledgements, "acknowledgements");
        return inOneSnapshot(connection, "I6", () -> acknowledged(connection, acknowledgements));
    }

    /**
     * I7, the part needing the client: the login and logout totals over all accounts equal what the
     * client counted. The client's counts must include any logins the population stored.
     */
    public InvariantResult counters(Connection connection, long logins, long logouts) {
        String description = "the accounts' login and logout totals equal the client's counts";
        return inOneSnapshot(connection, "I7", () -> {
            try (PreparedStatement ps = connection.prepareStatement(
                    InvariantSql.I7_COUNTER_TOTALS);
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

    /**
     * Runs several checks of this class on one snapshot of the whole database: {@code work} calls them
     * on the same connection, and they all see the state of the first query. On a connection that is not
     * in auto-commit mode the work runs in the caller's transaction as it is.
     */
    public <T> T inOneSnapshot(Connection connection, Supplier<T> work) {
        Objects.requireNonNull(work, "work");
        return inOneSnapshot(connection, "checks", work::get);
    }

    private List<InvariantResult> runAll(Connection connection, List<Invariant> invariants) {
        return inOneSnapshot(connection, "I1-I8", () -> {
            List<InvariantResult> results = new ArrayList<>(invariants.size());
            for (Invariant invariant : invariants) {
                results.add(run(connection, invariant));
            }
            return results;
        });
    }

    private AcknowledgementResult acknowledged(Connection connection, Acknowledgements acknowledgements)
            throws SQLException {
        long since = acknowledgements.sinceOrderId();
        TreeMap<Long, Integer> timesReported = new TreeMap<>();
        for (Long id : acknowledgements.orderIds()) {
            timesReported.merge(id, 1, Integer::sum);
        }
        Map<Long, String> status = new HashMap<>(timesReported.size() * 2);
        long unreported = 0;
        List<Long> unreportedIds = new ArrayList<>(MAX_EXAMPLES);
        try (PreparedStatement ps = connection.prepareStatement(
                InvariantSql.I6_ORDERS_AFTER)) {
            ps.setLong(1, since);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long id = rs.getLong(1);
                    if (timesReported.containsKey(id)) {
                        status.put(id, rs.getString(2));
                    } else {
                        unreported++;
                        if (unreportedIds.size() < MAX_EXAMPLES) {
                            unreportedIds.add(id);
                        }
                    }
                }
            }
        }
        status.putAll(storedStatus(connection, new ArrayList<>(timesReported.headMap(since, true).keySet())));

        long violations = 0;
        List<String> examples = new ArrayList<>();
        long excess = unreported > acknowledgements.inFlight() ? unreported - acknowledgements.inFlight() : 0;
        int acknowledgedExamples = excess > 0 ? MAX_EXAMPLES - 1 : MAX_EXAMPLES;
        for (Map.Entry<Long, Integer> reported : timesReported.entrySet()) {
            long id = reported.getKey();
            String stored = status.get(id);
            List<String> problems = new ArrayList<>(2);
            if (stored == null) {
                problems.add("not in the database");
            } else if (!isProcessed(stored)) {
                problems.add("stored as " + stored + ", not processed");
            }
            if (reported.getValue() > 1) {
                problems.add("acknowledged " + reported.getValue() + " times, one order can only be one success");
            }
            if (!problems.isEmpty()) {
                violations++;
                if (examples.size() < acknowledgedExamples) {
                    examples.add("order " + id + ": " + String.join(", ", problems));
                }
            }
        }
        if (excess > 0) {
            violations += excess;
            examples.add(unreported + " order" + (unreported == 1 ? "" : "s") + " after order " + since
                    + " that nobody acknowledged, "
                    + acknowledgements.inFlight() + " allowed in flight: " + joined(unreportedIds)
                    + (unreported > unreportedIds.size() ? ", ..." : ""));
        }
        InvariantResult result = new InvariantResult("I6", description(acknowledgements), violations == 0,
                violations, examples);
        return new AcknowledgementResult(result, unreported, unreportedIds);
    }

    private static String description(Acknowledgements acknowledgements) {
        String stored = "every acknowledged order is stored exactly once and processed";
        long inFlight = acknowledgements.inFlight();
        if (inFlight == Acknowledgements.ANY_IN_FLIGHT) {
            return stored;
        }
        return stored + ", and at most " + inFlight + " order" + (inFlight == 1 ? "" : "s") + " after order "
                + acknowledgements.sinceOrderId() + " nobody acknowledged (in flight)";
    }

    private static String joined(List<Long> ids) {
        StringBuilder text = new StringBuilder("orders ");
        for (int i = 0; i < ids.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(ids.get(i));
        }
        return text.toString();
    }

    private InvariantResult run(Connection connection, Invariant invariant) throws SQLException {
        long violations = 0;
        List<String> examples = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(invariant.sql());
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

    private long singleLong(Connection connection, String sql) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private Map<Long, String> storedStatus(Connection connection, List<Long> ids) throws SQLException {
        Map<Long, String> status = new HashMap<>(ids.size() * 2);
        for (int from = 0; from < ids.size(); from += IDS_PER_QUERY) {
            List<Long> batch = ids.subList(from, Math.min(ids.size(), from + IDS_PER_QUERY));
            String sql = InvariantSql.I6_ORDERS_BY_ID.formatted(String.join(", ", Collections.nCopies(batch.size(), "?")));
            try (PreparedStatement ps = connection.prepareStatement(sql)) {
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

    /** Runs the work in one snapshot transaction if the connection is in auto-commit mode. */
    private <T> T inOneSnapshot(Connection connection, String what, SqlWork<T> work) {
        Objects.requireNonNull(connection, "connection");
        try {
            if (!connection.getAutoCommit()) {
                return work.run();
            }
            int isolation = connection.getTransactionIsolation();
            connection.setTransactionIsolation(dialect.snapshotIsolation());
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
