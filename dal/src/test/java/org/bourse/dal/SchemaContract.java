package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The migrated schema's guarantees, checked on a real server of each database: one subclass per
 * vendor, each migrating a clean database from {@code db/migrations/<vendor>/}.
 */
abstract class SchemaContract {

    private Connection connection;

    abstract ServerDatabase database();

    @BeforeEach
    void migrateCleanDatabase() throws SQLException {
        ServerDatabase db = database();
        db.requireReachable();
        db.migrateClean();
        connection = db.connect();
    }

    @AfterEach
    void close() throws SQLException {
        if (connection != null) {
            connection.close();
        }
    }

    @Test
    void migrationCreatesTheTradeTables() throws SQLException {
        List<String> tables = new ArrayList<>();
        try (ResultSet rs = connection.getMetaData().getTables(connection.getCatalog(), null, "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                tables.add(rs.getString("TABLE_NAME").toLowerCase(Locale.ROOT));
            }
        }
        assertThat(tables).contains("quote", "account_profile", "account", "holding", "orders", "trade_population");
    }

    @Test
    void aHoldingCanBeSoldOnlyOnce() throws SQLException {
        long account = account("uid:1");
        long holding = holding(account);
        long firstSell = order(account, holding, "sell", "open", "10");

        assertThatThrownBy(() -> order(account, holding, "sell", "open", "10"))
                .isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));
        assertThatThrownBy(() -> order(account, holding, "sell", "closed", "10"))
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));

        // Once the first sell is cancelled the holding may be sold again.
        execute("UPDATE orders SET order_status = 'cancelled' WHERE order_id = ?", firstSell);
        order(account, holding, "sell", "closed", "10");
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND order_type = 'sell'", holding)).isEqualTo(2);
    }

    @Test
    void buysOfOneHoldingDoNotCollide() throws SQLException {
        long account = account("uid:2");
        long holding = holding(account);
        order(account, holding, "buy", "closed", "10");
        order(account, holding, "buy", "closed", "10");
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ?", holding)).isEqualTo(2);
    }

    @Test
    void invalidOrdersAreRefusedByTheDatabase() throws SQLException {
        long account = account("uid:3");
        long holding = holding(account);
        for (String[] bad : new String[][] {
                {"buy", "closed", "0"}, {"buy", "closed", "-5"}, {"short", "open", "1"}, {"buy", "lost", "1"}}) {
            assertThatThrownBy(() -> order(account, holding, bad[0], bad[1], bad[2]))
                    .as("order %s/%s/%s", (Object[]) bad)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));
        }
        assertThatThrownBy(() -> order(account, null, "sell", "open", "1"))
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));
        assertThat(count("SELECT COUNT(*) FROM orders", null)).isZero();
    }

    @Test
    void moneyAndQuantitiesAddUpExactly() throws SQLException {
        long account = account("uid:4");
        long holding = holding(account);
        for (int k = 0; k < 10; k++) {
            order(account, holding, "buy", "closed", "0.1");
        }
        execute("UPDATE account SET balance = balance + ? WHERE account_id = ?", new BigDecimal("0.10"), account);
        execute("UPDATE account SET balance = balance + ? WHERE account_id = ?", new BigDecimal("0.20"), account);
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT SUM(quantity), SUM(order_fee), (SELECT balance FROM account WHERE account_id = ?) FROM orders")) {
            ps.setLong(1, account);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getBigDecimal(1)).isEqualByComparingTo("1.0");
                assertThat(rs.getBigDecimal(2)).isEqualByComparingTo("249.50");
                assertThat(rs.getBigDecimal(3)).isEqualByComparingTo("1000.30");
            }
        }
    }

    @Test
    void concurrentSellsOfOneHoldingAdmitExactlyOne() throws Exception {
        long account = account("uid:6");
        long holding = holding(account);
        String symbol = symbolOf(account);
        int threads = 32;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Boolean>> attempts = new ArrayList<>();
        for (int k = 0; k < threads; k++) {
            attempts.add(pool.submit(() -> {
                try (Connection c = database().connect()) {
                    start.await();
                    return insertSell(c, account, symbol, holding);
                }
            }));
        }
        start.countDown();
        int succeeded = 0;
        for (Future<Boolean> attempt : attempts) {
            succeeded += attempt.get(5, TimeUnit.MINUTES) ? 1 : 0;
        }
        pool.shutdown();
        assertThat(succeeded).isEqualTo(1);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND order_type = 'sell'", holding)).isEqualTo(1);
    }

    @Test
    void concurrentBalanceUpdatesAreNeverLost() throws Exception {
        long account = account("uid:7");
        int threads = 16;
        int updates = 50;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> workers = new ArrayList<>();
        for (int k = 0; k < threads; k++) {
            workers.add(pool.submit(() -> {
                try (Connection c = database().connect();
                        PreparedStatement ps = c.prepareStatement(
                                "UPDATE account SET balance = balance + ? WHERE account_id = ?")) {
                    for (int u = 0; u < updates; u++) {
                        ps.setBigDecimal(1, new BigDecimal("0.01"));
                        ps.setLong(2, account);
                        ps.executeUpdate();
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get(10, TimeUnit.MINUTES);
        }
        pool.shutdown();
        try (PreparedStatement ps = connection.prepareStatement("SELECT balance FROM account WHERE account_id = ?")) {
            ps.setLong(1, account);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getBigDecimal(1)).isEqualByComparingTo("1008.00");
            }
        }
    }

    /** One seller's attempt: true if the database took the sell, false if it refused it as a duplicate. */
    private static boolean insertSell(Connection c, long account, String symbol, long holding) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO orders (account_id, quote_symbol, holding_id,"
                + " order_type, order_status, quantity, price, order_fee, open_date)"
                + " VALUES (?, ?, ?, 'sell', 'closed', 10, 10, 24.95, ?)")) {
            ps.setLong(1, account);
            ps.setString(2, symbol);
            ps.setLong(3, holding);
            ps.setTimestamp(4, Timestamp.from(Instant.now()));
            return ps.executeUpdate() == 1;
        } catch (SQLException e) {
            if (e.getSQLState() != null && e.getSQLState().startsWith("23")) {
                return false;
            }
            throw e;
        }
    }

    @Test
    void oneAccountPerUser() throws SQLException {
        account("uid:5");
        assertThatThrownBy(() -> execute("INSERT INTO account (profile_user_id, balance, open_balance, creation_date)"
                + " VALUES (?, 1, 1, ?)", "uid:5", Timestamp.from(Instant.now())))
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));
    }

    private long account(String user) throws SQLException {
        execute("INSERT INTO account_profile (user_id, password_hash, full_name) VALUES (?, 'x', 'Test User')", user);
        execute("INSERT INTO quote (symbol, company_name, price, open_price, low_price, high_price, price_change, volume)"
                + " VALUES (?, 'S Incorporated', 10, 10, 10, 10, 0, 0)", "s:" + user);
        return insert("INSERT INTO account (profile_user_id, balance, open_balance, creation_date) VALUES (?, 1000, 1000, ?)",
                user, Timestamp.from(Instant.now()));
    }

    private long holding(long account) throws SQLException {
        String symbol = symbolOf(account);
        return insert("INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price, purchase_date)"
                + " VALUES (?, ?, 10, 10, ?)", account, symbol, Timestamp.from(Instant.now()));
    }

    private long order(long account, Long holding, String type, String status, String quantity) throws SQLException {
        return insert("INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status, quantity,"
                + " price, order_fee, open_date) VALUES (?, ?, ?, ?, ?, ?, 10, 24.95, ?)",
                account, symbolOf(account), holding, type, status, new BigDecimal(quantity), Timestamp.from(Instant.now()));
    }

    private String symbolOf(long account) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT profile_user_id FROM account WHERE account_id = ?")) {
            ps.setLong(1, account);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return "s:" + rs.getString(1);
            }
        }
    }

    private long insert(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql, PreparedStatement.RETURN_GENERATED_KEYS)) {
            bind(ps, args);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                return keys.next() ? keys.getLong(1) : -1;
            }
        }
    }

    private void execute(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            bind(ps, args);
            ps.executeUpdate();
        }
    }

    private long count(String sql, Object arg) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            if (arg != null) {
                ps.setObject(1, arg);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static void bind(PreparedStatement ps, Object... args) throws SQLException {
        for (int k = 0; k < args.length; k++) {
            if (args[k] == null) {
                ps.setNull(k + 1, java.sql.Types.BIGINT);
            } else {
                ps.setObject(k + 1, args[k]);
            }
        }
    }
}
