package org.bourse.dal;

import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.dal.population.PopulationRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The seeded population's guarantees, checked on a real server of each database (one empty
 * subclass per vendor): sizes and ranges, the cash ledger, one buy order per holding, identities
 * moved past the seeded ids, and the same rows for the same seed on every run and every database.
 */
abstract class PopulationContract {

    static final PopulationPlan SMALL = new PopulationPlan(300, 200, 42);
    static final String HASH = "pbkdf2-sha256$1000$c2FsdA==$aGFzaA==";
    static final Instant AT = Instant.parse("2026-01-02T03:04:05.123456Z");

    /** The H2 rows of {@link #SMALL}, which every vendor must reproduce. */
    private static List<String> reference;

    private Connection connection;
    private Population population;

    abstract ServerDatabase database();

    abstract Vendor vendor();

    @BeforeEach
    void migrateCleanDatabase() throws SQLException {
        ServerDatabase db = database();
        db.requireReachable();
        db.migrateClean();
        connection = db.connect();
        population = Databases.of(vendor()).population();
    }

    @AfterEach
    void close() throws SQLException {
        if (connection != null) {
            connection.close();
        }
    }

    @Test
    void aFreshDatabaseIsEmptyAndAPopulatedOneIsNot() {
        assertThat(population.isEmpty(connection)).isTrue();
        assertThat(population.lastPopulation(connection)).isEmpty();
        population.populate(connection, SMALL, HASH, AT);
        assertThat(population.isEmpty(connection)).isFalse();
    }

    @Test
    void sizesMatchThePlan() throws SQLException {
        PopulationRecord record = population.populate(connection, SMALL, HASH, AT);

        assertThat(count("SELECT COUNT(*) FROM quote")).isEqualTo(200);
        assertThat(count("SELECT COUNT(*) FROM account_profile")).isEqualTo(300);
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(300);
        long holdings = count("SELECT COUNT(*) FROM holding");
        assertThat(holdings).isBetween(300L, 300L * 10).isEqualTo(record.lastSeededHoldingId());
        assertThat(count("SELECT COUNT(*) FROM orders")).isEqualTo(holdings);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'buy' AND order_status = 'completed'"
                + " AND order_fee = 24.95")).isEqualTo(holdings);
        assertThat(count("SELECT COUNT(*) FROM account WHERE account_id NOT BETWEEN 1 AND 300")).isZero();
        assertThat(count("SELECT MAX(holding_id) FROM holding")).isEqualTo(holdings);
        assertThat(count("SELECT MAX(order_id) FROM orders")).isEqualTo(holdings);
    }

    @Test
    void valuesStayWithinTheirRanges() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);

        assertThat(decimal("SELECT open_balance FROM account WHERE profile_user_id = 'uid:0'"))
                .isEqualByComparingTo("1000000");
        assertThat(count("SELECT COUNT(*) FROM account WHERE profile_user_id <> 'uid:0'"
                + " AND (open_balance < 200000 OR open_balance > 299999 OR open_balance <> FLOOR(open_balance))"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM account WHERE login_count <> 0 OR logout_count <> 0"
                + " OR last_login IS NOT NULL")).isZero();
        assertThat(count("SELECT COUNT(*) FROM quote WHERE price < 1 OR price > 200 OR price <> FLOOR(price)"
                + " OR open_price <> price OR low_price <> price OR high_price <> price"
                + " OR price_change <> 0 OR volume <> 0")).isZero();
        assertThat(count("SELECT COUNT(*) FROM holding WHERE quantity < 1 OR quantity > 200"
                + " OR quantity <> FLOOR(quantity)")).isZero();
        assertThat(count("SELECT COUNT(*) FROM holding h JOIN quote q ON q.symbol = h.quote_symbol"
                + " WHERE h.purchase_price <> q.price")).isZero();
        assertThat(count("SELECT COUNT(*) FROM (SELECT account_id FROM holding GROUP BY account_id"
                + " HAVING COUNT(*) > 10 OR COUNT(DISTINCT quote_symbol) <> COUNT(*)) t")).isZero();
        // Some users hold nothing, some hold ten (300 users: both all but certain).
        assertThat(count("SELECT COUNT(*) FROM account a WHERE NOT EXISTS"
                + " (SELECT 1 FROM holding h WHERE h.account_id = a.account_id)")).isPositive();

        List<String> profiles = dump("SELECT user_id, password_hash, full_name, address, email, credit_card"
                + " FROM account_profile");
        assertThat(profiles).allSatisfy(row -> assertThat(row).matches(
                "uid:(\\d+)\\|" + HASH.replace("$", "\\$") + "\\|first:\\d{1,3} last:\\d{1,4}\\|\\d{1,3} Oak St\\.\\|"
                        + "uid\\1@\\d{1,2}\\.com\\|\\d{1,2}-\\d{1,3}-\\d{1,3}-\\d{1,3}"));
        assertThat(dump("SELECT symbol, company_name FROM quote"))
                .allSatisfy(row -> assertThat(row).matches("s:(\\d+)\\|S\\1 Incorporated"));
        assertThat(dump("SELECT DISTINCT creation_date FROM account")).containsExactly(AT.toString());
        assertThat(dump("SELECT DISTINCT purchase_date FROM holding")).containsExactly(AT.toString());
        assertThat(dump("SELECT DISTINCT open_date, completion_date FROM orders"))
                .containsExactly(AT + "|" + AT);
    }

    @Test
    void theCashLedgerHoldsFromTheStart() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);

        assertThat(count("SELECT COUNT(*) FROM account a WHERE a.balance <> a.open_balance - COALESCE("
                + "(SELECT SUM(o.quantity * o.price + o.order_fee) FROM orders o WHERE o.account_id = a.account_id"
                + " AND o.order_type = 'buy' AND o.order_status = 'completed'), 0)")).isZero();
        assertThat(count("SELECT COUNT(*) FROM account WHERE balance <> open_balance")).isPositive();
    }

    @Test
    void everyHoldingHasExactlyOneBuyOrderNamingIt() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);

        assertThat(count("SELECT COUNT(*) FROM holding h WHERE (SELECT COUNT(*) FROM orders o"
                + " WHERE o.holding_id = h.holding_id AND o.order_type = 'buy' AND o.account_id = h.account_id"
                + " AND o.quote_symbol = h.quote_symbol AND o.quantity = h.quantity AND o.price = h.purchase_price"
                + " AND o.order_status = 'completed') <> 1")).isZero();
        assertThat(count("SELECT COUNT(*) FROM orders o WHERE NOT EXISTS"
                + " (SELECT 1 FROM holding h WHERE h.holding_id = o.holding_id)")).isZero();
    }

    @Test
    void thePopulationIsRecorded() throws SQLException {
        PopulationRecord written = population.populate(connection, SMALL, HASH, AT);

        assertThat(population.lastPopulation(connection)).contains(written);
        assertThat(written.plan()).isEqualTo(SMALL);
        assertThat(written.populatedAt()).isEqualTo(AT);
        assertThat(written.lastSeededAccountId()).isEqualTo(count("SELECT MAX(account_id) FROM account"));
        assertThat(written.lastSeededHoldingId()).isEqualTo(count("SELECT MAX(holding_id) FROM holding"));
        assertThat(written.lastSeededOrderId()).isEqualTo(count("SELECT MAX(order_id) FROM orders"));
        assertThat(count("SELECT COUNT(*) FROM trade_population")).isEqualTo(1);
    }

    @Test
    void laterInsertsGetIdsAboveTheSeededOnes() throws SQLException {
        PopulationRecord seeded = population.populate(connection, SMALL, HASH, AT);

        long[] ids = insertOneOfEach("uid:17");
        assertThat(ids[0]).isGreaterThan(seeded.lastSeededAccountId());
        assertThat(ids[1]).isGreaterThan(seeded.lastSeededHoldingId());
        assertThat(ids[2]).isGreaterThan(seeded.lastSeededOrderId());
    }

    @Test
    void theSameSeedGivesTheSameRowsAndAnotherSeedOthers() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);
        List<String> first = dumpAll();

        population.reset(connection, SMALL, HASH, AT);
        assertThat(dumpAll()).isEqualTo(first);

        population.reset(connection, new PopulationPlan(300, 200, 43), HASH, AT);
        List<String> other = dumpAll();
        assertThat(other).isNotEqualTo(first);
        assertThat(other.stream().filter(row -> row.startsWith("account|")).toList())
                .isNotEqualTo(first.stream().filter(row -> row.startsWith("account|")).toList());
    }

    @Test
    void everyDatabaseGetsTheSameRows() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);
        assertThat(dumpAll()).isEqualTo(reference());
    }

    @Test
    void aResetReturnsExactlyToTheSeededState() throws SQLException {
        PopulationRecord seeded = population.populate(connection, SMALL, HASH, AT);
        List<String> fresh = dumpAll();
        insertOneOfEach("uid:5");
        execute("UPDATE account SET balance = balance - 10, login_count = 3 WHERE account_id = 2");
        execute("DELETE FROM orders WHERE order_id = 1");
        assertThat(dumpAll()).isNotEqualTo(fresh);

        PopulationRecord again = population.reset(connection, SMALL, HASH, AT);
        assertThat(again).isEqualTo(seeded);
        assertThat(dumpAll()).isEqualTo(fresh);
        long[] ids = insertOneOfEach("uid:6");
        assertThat(ids).containsExactly(seeded.lastSeededAccountId() + 1, seeded.lastSeededHoldingId() + 1,
                seeded.lastSeededOrderId() + 1);
    }

    /**
     * The broker mode's outbox names orders by id, and a reset restarts the ids: a row left from before it
     * would collide with the next order of that id (its outbox insert failing the buy).
     */
    @Test
    void aResetEmptiesTheOrderOutbox() throws SQLException {
        PopulationRecord seeded = population.populate(connection, SMALL, HASH, AT);
        execute("INSERT INTO order_outbox (order_id, created_at) VALUES (" + (seeded.lastSeededOrderId() + 1)
                + ", CURRENT_TIMESTAMP)");
        population.reset(connection, SMALL, HASH, AT);
        assertThat(count("SELECT COUNT(*) FROM order_outbox")).isZero();
        execute("INSERT INTO order_outbox (order_id, created_at) VALUES (" + (seeded.lastSeededOrderId() + 1)
                + ", CURRENT_TIMESTAMP)");
    }

    @Test
    void theForeignKeysAreEnforcedAfterAReset() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);
        population.reset(connection, SMALL, HASH, AT);
        List<String> holding = dump("SELECT account_id, quote_symbol FROM holding WHERE holding_id = 1");
        String account = holding.get(0).split("\\|")[0];
        String symbol = holding.get(0).split("\\|")[1];
        assertThatThrownBy(() -> execute("INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price,"
                + " purchase_date) VALUES (999999, 's:1', 5, 10, CURRENT_TIMESTAMP)")).isInstanceOf(SQLException.class);
        assertThatThrownBy(() -> execute("INSERT INTO account (profile_user_id, balance, open_balance, creation_date)"
                + " VALUES ('nobody', 1, 1, CURRENT_TIMESTAMP)")).isInstanceOf(SQLException.class);
        assertThatThrownBy(() -> execute("DELETE FROM account WHERE account_id = " + account))
                .isInstanceOf(SQLException.class);
        if (vendor() != Vendor.MARIADB) { // MariaDB has no quote keys (db/migrations/mariadb/V4)
            assertThatThrownBy(() -> execute("DELETE FROM quote WHERE symbol = '" + symbol + "'"))
                    .isInstanceOf(SQLException.class);
        }
    }

    @Test
    void populateRefusesTablesThatHoldRowsAndWritesNothing() throws SQLException {
        population.populate(connection, SMALL, HASH, AT);
        List<String> before = dumpAll();
        assertThatThrownBy(() -> population.populate(connection, new PopulationPlan(10, 10, 1), HASH, AT))
                .isInstanceOf(DataAccessFailure.class)
                .hasMessageContaining("already holds rows");
        assertThat(dumpAll()).isEqualTo(before);
        assertThat(connection.getAutoCommit()).isTrue();
    }

    @Test
    void theSmallestPlanWorks() throws SQLException {
        // One quote: nobody can hold more than one symbol.
        PopulationRecord record = population.populate(connection, new PopulationPlan(3, 1, 7), HASH, AT);
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(3);
        assertThat(count("SELECT COUNT(*) FROM holding")).isEqualTo(record.lastSeededHoldingId()).isLessThanOrEqualTo(3);
    }

    /** Every seeded table, each row as "table|v1|v2|…", decimals and instants normalised, sorted. */
    List<String> dumpAll() throws SQLException {
        return dumpAll(connection, vendor());
    }

    static List<String> dumpAll(Connection connection, Vendor vendor) throws SQLException {
        List<String> rows = new ArrayList<>();
        String[][] tables = {
            {"quote", "symbol, company_name, price, open_price, low_price, high_price, price_change, volume"},
            {"account_profile", "user_id, password_hash, full_name, address, email, credit_card"},
            {"account", "account_id, profile_user_id, balance, open_balance, creation_date, last_login, login_count,"
                    + " logout_count"},
            {"holding", "holding_id, account_id, quote_symbol, quantity, purchase_price, purchase_date"},
            {"orders", "order_id, account_id, quote_symbol, holding_id, order_type, order_status, quantity, price,"
                    + " order_fee, open_date, completion_date"},
            {"trade_population", "id, seed, users, quotes, last_seeded_account_id, last_seeded_holding_id,"
                    + " last_seeded_order_id, populated_at"},
        };
        for (String[] table : tables) {
            for (String row : dump(connection, vendor, "SELECT " + table[1] + " FROM " + table[0])) {
                rows.add(table[0] + "|" + row);
            }
        }
        return rows;
    }

    private static synchronized List<String> reference() throws SQLException {
        if (reference == null) {
            ServerDatabase h2 = ServerDatabase.h2("bourse_population_reference");
            h2.migrateClean();
            try (Connection c = h2.connect()) {
                Databases.of(Vendor.H2).population().populate(c, SMALL, HASH, AT);
                reference = dumpAll(c, Vendor.H2);
            }
        }
        return reference;
    }

    private List<String> dump(String sql) throws SQLException {
        return dump(connection, vendor(), sql);
    }

    /** The rows as "v1|v2|…" sorted as strings, so no database collation decides the order. */
    static List<String> dump(Connection connection, Vendor vendor, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    if (i > 1) {
                        row.append('|');
                    }
                    row.append(value(rs, i, meta.getColumnType(i), vendor));
                }
                rows.add(row.toString());
            }
        }
        Collections.sort(rows);
        return rows;
    }

    private static String value(ResultSet rs, int i, int type, Vendor vendor) throws SQLException {
        switch (type) {
            case Types.DECIMAL, Types.NUMERIC -> {
                BigDecimal d = rs.getBigDecimal(i);
                return d == null ? "NULL" : d.stripTrailingZeros().toPlainString();
            }
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> {
                Instant instant;
                if (vendor == Vendor.MARIADB) {
                    LocalDateTime local = rs.getObject(i, LocalDateTime.class);
                    instant = local == null ? null : local.toInstant(ZoneOffset.UTC);
                } else {
                    OffsetDateTime offset = rs.getObject(i, OffsetDateTime.class);
                    instant = offset == null ? null : offset.toInstant();
                }
                return instant == null ? "NULL" : instant.toString();
            }
            default -> {
                String s = rs.getString(i);
                return s == null ? "NULL" : s;
            }
        }
    }

    /** Inserts an account (for a new user), a holding and an order, letting the database pick the ids. */
    private long[] insertOneOfEach(String userLike) throws SQLException {
        String user = userLike + ":extra";
        execute("INSERT INTO account_profile (user_id, password_hash) VALUES ('" + user + "', 'x')");
        long account = insert("INSERT INTO account (profile_user_id, balance, open_balance, creation_date)"
                + " VALUES ('" + user + "', 1000, 1000, CURRENT_TIMESTAMP)");
        long holding = insert("INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price, purchase_date)"
                + " VALUES (" + account + ", 's:1', 5, 10, CURRENT_TIMESTAMP)");
        long order = insert("INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status,"
                + " quantity, price, order_fee, open_date) VALUES (" + account + ", 's:1', " + holding
                + ", 'buy', 'open', 5, 10, 24.95, CURRENT_TIMESTAMP)");
        return new long[] {account, holding, order};
    }

    private long insert(String sql) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                assertThat(keys.next()).isTrue();
                return keys.getLong(1);
            }
        }
    }

    private void execute(String sql) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.executeUpdate(sql);
        }
    }

    private long count(String sql) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }

    private BigDecimal decimal(String sql) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getBigDecimal(1);
        }
    }
}
