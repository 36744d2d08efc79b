package org.bourse.dal.scenario;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.sql.DataSource;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.trade.RunStatistics;

/**
 * The shared tables of the cluster-wide scenario statistics. A node {@link #flush flushes} what it counted
 * since its last flush into its own row of the current run (its only writer, so no two nodes contend for
 * a row), {@link #totals} sums the rows, {@link #reset} starts the next run for every node. Nodes learn of
 * a new run from the answer to their next flush.
 */
public final class ClusterRuns {

    /** The per-action columns, in the order of {@link NodeCounts#performed()}: the web tier's action names. */
    public static final List<String> PERFORMED = List.of("home", "quote", "login", "logout", "register", "account",
            "portfolio", "buy", "sell", "update_profile");

    private static final String BASELINE_COLUMNS = "trade_user_count, new_user_count, sum_login_count,"
            + " sum_logout_count, holding_count, buy_order_count, sell_order_count, cancelled_order_count,"
            + " open_order_count, deleted_order_count, order_count, trade_stock_count";
    private static final List<String> COUNTS = Stream.concat(Stream.concat(
            Stream.of("mix_requests", "logins", "new_clients"), PERFORMED.stream()),
            Stream.of("sell_deficit", "untracked")).toList();
    private static final String ADD = "UPDATE scenario_node SET flushes = flushes + 1, "
            + COUNTS.stream().map(c -> c.equals("sell_deficit") ? c + " = ?" : c + " = " + c + " + ?")
                    .collect(Collectors.joining(", "))
            + " WHERE run = ? AND node = ?";
    private static final String INSERT = "INSERT INTO scenario_node (run, node, flushes, " + String.join(", ", COUNTS)
            + ") VALUES (?, ?, 1" + ", ?".repeat(COUNTS.size()) + ")";
    private static final String SUMS = "SELECT COUNT(*), "
            + COUNTS.stream().map(c -> "SUM(" + c + ")").collect(Collectors.joining(", "))
            + " FROM scenario_node WHERE run = ?";

    private final DataSource dataSource;

    public ClusterRuns(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The current run's number. */
    public long currentRun() {
        try (Connection c = dataSource.getConnection()) {
            return currentRun(c);
        } catch (SQLException e) {
            throw DatabaseFailures.translated("reading the scenario run", e);
        }
    }

    /**
     * Adds {@code delta} (and the acknowledged order ids) to {@code node}'s row of run {@code run}, if that is
     * still the current run; otherwise writes nothing: the counts belong to a run that a reset ended.
     *
     * @return the current run
     */
    public long flush(long run, String node, NodeCounts delta, List<Long> acknowledged) {
        try (Connection c = dataSource.getConnection()) {
            return transaction(c, () -> {
                long current = currentRun(c);
                if (current == run) {
                    add(c, run, node, delta);
                    acknowledge(c, run, acknowledged);
                }
                return current;
            });
        } catch (SQLException e) {
            throw DatabaseFailures.translated("flushing the scenario statistics", e);
        }
    }

    /** How many times each node flushed in run {@code run}. */
    public Map<String, Long> flushes(long run) {
        Map<String, Long> flushes = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement("SELECT node, flushes FROM scenario_node WHERE run = ?")) {
            s.setLong(1, run);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    flushes.put(r.getString(1), r.getLong(2));
                }
            }
            return flushes;
        } catch (SQLException e) {
            throw DatabaseFailures.translated("reading the scenario nodes", e);
        }
    }

    /** The current run over all nodes. */
    public ClusterTotals totals() {
        try (Connection c = dataSource.getConnection()) {
            long run;
            RunStatistics baseline = null;
            try (PreparedStatement s = c.prepareStatement("SELECT run, baseline_taken, " + BASELINE_COLUMNS
                    + " FROM scenario_run WHERE id = 1"); ResultSet r = s.executeQuery()) {
                r.next();
                run = r.getLong(1);
                if (r.getInt(2) == 1) {
                    baseline = new RunStatistics(r.getInt(3), r.getInt(4), r.getLong(5), r.getLong(6), r.getInt(7),
                            r.getInt(8), r.getInt(9), r.getInt(10), r.getInt(11), r.getInt(12), r.getInt(13),
                            r.getInt(14));
                }
            }
            try (PreparedStatement s = c.prepareStatement(SUMS)) {
                s.setLong(1, run);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    long[] performed = new long[PERFORMED.size()];
                    for (int i = 0; i < performed.length; i++) {
                        performed[i] = r.getLong(5 + i);
                    }
                    int at = 5 + performed.length;
                    NodeCounts sums = new NodeCounts(r.getLong(2), r.getLong(3), r.getLong(4), performed,
                            r.getLong(at), r.getLong(at + 1));
                    return new ClusterTotals(run, baseline, sums, r.getInt(1));
                }
            }
        } catch (SQLException e) {
            throw DatabaseFailures.translated("reading the scenario statistics", e);
        }
    }

    /**
     * Records {@code statistics} as run {@code run}'s baseline unless one was taken already (by any node).
     * The first offer wins; the caller reads the winner from {@link #totals()}.
     */
    public void offerBaseline(long run, RunStatistics statistics) {
        String sql = "UPDATE scenario_run SET baseline_taken = 1, "
                + String.join(", ", List.of(BASELINE_COLUMNS.split(", ")).stream().map(col -> col + " = ?").toList())
                + " WHERE id = 1 AND run = ? AND baseline_taken = 0";
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            long[] values = {statistics.tradeUserCount(), statistics.newUserCount(), statistics.sumLoginCount(),
                    statistics.sumLogoutCount(), statistics.holdingCount(), statistics.buyOrderCount(),
                    statistics.sellOrderCount(), statistics.cancelledOrderCount(), statistics.openOrderCount(),
                    statistics.deletedOrderCount(), statistics.orderCount(), statistics.tradeStockCount()};
            for (int i = 0; i < values.length; i++) {
                s.setLong(i + 1, values[i]);
            }
            s.setLong(values.length + 1, run);
            s.executeUpdate();
        } catch (SQLException e) {
            throw DatabaseFailures.translated("recording the scenario baseline", e);
        }
    }

    /** The ids above {@code sinceOrderId} acknowledged in run {@code run}, by any node. */
    public List<Long> acknowledged(long run, long sinceOrderId) {
        List<Long> ids = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT order_id FROM scenario_acknowledged WHERE run = ? AND order_id > ? ORDER BY order_id")) {
            s.setLong(1, run);
            s.setLong(2, sinceOrderId);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    ids.add(r.getLong(1));
                }
            }
            return ids;
        } catch (SQLException e) {
            throw DatabaseFailures.translated("reading the scenario's acknowledged orders", e);
        }
    }

    /** Ends the current run for every node: the next run starts with no counts and no baseline. */
    public long reset() {
        try (Connection c = dataSource.getConnection()) {
            return transaction(c, () -> {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE scenario_run SET run = run + 1, baseline_taken = 0 WHERE id = 1")) {
                    s.executeUpdate();
                }
                long run = currentRun(c);
                for (String table : List.of("scenario_node", "scenario_acknowledged")) {
                    try (PreparedStatement s = c.prepareStatement("DELETE FROM " + table + " WHERE run < ?")) {
                        s.setLong(1, run);
                        s.executeUpdate();
                    }
                }
                return run;
            });
        } catch (SQLException e) {
            throw DatabaseFailures.translated("resetting the scenario statistics", e);
        }
    }

    /** Work on one connection that may throw what JDBC throws. */
    @FunctionalInterface
    private interface SqlWork<T> {
        T run() throws SQLException;
    }

    /**
     * {@code work} in one transaction on {@code c}. When it fails, the rollback and the reset of auto-commit
     * are tried, and their own failures (the connection lost with the database, which the pool has closed)
     * go with the first as suppressed, never in its place: that first failure says whether the database
     * does not answer.
     */
    private static <T> T transaction(Connection c, SqlWork<T> work) throws SQLException {
        c.setAutoCommit(false);
        T result;
        try {
            result = work.run();
            c.commit();
        } catch (SQLException | RuntimeException e) {
            try {
                c.rollback();
                c.setAutoCommit(true);
            } catch (SQLException lost) {
                e.addSuppressed(lost);
            }
            throw e;
        }
        c.setAutoCommit(true);
        return result;
    }

    private static long currentRun(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT run FROM scenario_run WHERE id = 1");
                ResultSet r = s.executeQuery()) {
            if (!r.next()) {
                throw new SQLException("scenario_run has no row: the database was not migrated to V7");
            }
            return r.getLong(1);
        }
    }

    private static void add(Connection c, long run, String node, NodeCounts delta) throws SQLException {
        long[] performed = delta.performed();
        try (PreparedStatement s = c.prepareStatement(ADD)) {
            int i = 1;
            s.setLong(i++, delta.mixRequests());
            s.setLong(i++, delta.logins());
            s.setLong(i++, delta.newClients());
            for (long p : performed) {
                s.setLong(i++, p);
            }
            s.setLong(i++, delta.sellDeficit());
            s.setLong(i++, delta.untracked());
            s.setLong(i++, run);
            s.setString(i, node);
            if (s.executeUpdate() == 1) {
                return;
            }
        }
        // the node's first flush in this run: only this node writes its row, so nothing races the insert
        try (PreparedStatement s = c.prepareStatement(INSERT)) {
            int i = 1;
            s.setLong(i++, run);
            s.setString(i++, node);
            s.setLong(i++, delta.mixRequests());
            s.setLong(i++, delta.logins());
            s.setLong(i++, delta.newClients());
            for (long p : performed) {
                s.setLong(i++, p);
            }
            s.setLong(i++, delta.sellDeficit());
            s.setLong(i, delta.untracked());
            s.executeUpdate();
        }
    }

    private static void acknowledge(Connection c, long run, List<Long> orderIds) throws SQLException {
        if (orderIds.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO scenario_acknowledged (run, order_id) VALUES (?, ?)")) {
            for (long id : orderIds) {
                s.setLong(1, run);
                s.setLong(2, id);
                s.addBatch();
            }
            s.executeBatch();
        }
    }
}
