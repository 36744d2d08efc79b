package org.bourse.dal;

import org.bourse.dal.selection.Databases;
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
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.bourse.dal.invariants.AcknowledgementResult;
import org.bourse.dal.invariants.Acknowledgements;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantCheckException;
import org.bourse.dal.invariants.InvariantResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The invariant checks on a real server of each database: a small consistent data set satisfies
 * every invariant, and breaking one invariant is reported by that invariant alone, with an example.
 * One subclass per vendor; each test starts from a clean, migrated database.
 */
abstract class InvariantCheckContract {

    private static final String FEE = "24.95";

    private Connection connection;
    private Vendor vendor;
    private InvariantCheck check;

    // The consistent data set (see consistentDataSet).
    private long alice;
    private long bob;
    private long carol;
    private long seededBuy;
    private long aliceHolding;
    private long aliceBuy;
    private long bobSoldHolding;
    private long bobBuy;
    private long bobSell;

    abstract ServerDatabase database();

    @BeforeEach
    void migrateCleanDatabase() throws SQLException {
        ServerDatabase db = database();
        db.requireReachable();
        db.migrateClean();
        connection = db.connect();
        vendor = Vendor.fromId(db.vendor());
        check = Databases.of(vendor).invariantCheck();
        consistentDataSet();
    }

    @AfterEach
    void close() throws SQLException {
        if (connection != null) {
            connection.close();
        }
    }

    /**
     * Alice (opening balance 10000.00) got 100 s:1 at 10.00 from the population, then bought 3.3333
     * s:2 at 33.33 (111.098889 → 111.10). Bob (5000.00) bought 10.5 s:2 at 33.33 (349.965 → 349.97,
     * half-up) and sold that whole holding at 35.02 (367.71); the holding row is gone. Carol did
     * nothing. Fees are 24.95. s:2 traded 3.3333 + 10.5 + 10.5 after the population, s:1 nothing.
     */
    private void consistentDataSet() throws SQLException {
        quote("s:1", "10.00");
        quote("s:2", "33.33");
        alice = account("uid:0", "10000.00", "8839.00", 5, 3);   // 10000 - 1024.95 - 136.05
        bob = account("uid:1", "5000.00", "4967.84", 2, 2);      // 5000 - 374.92 + 342.76
        carol = account("uid:2", "200.00", "200.00", 0, 0);
        long seededHolding = holding(alice, "s:1", "100");
        seededBuy = order(alice, "s:1", seededHolding, "buy", "closed", "100", "10.00");
        execute("INSERT INTO trade_population (id, seed, users, quotes, last_seeded_account_id, last_seeded_holding_id,"
                + " last_seeded_order_id, populated_at) VALUES (1, 42, 3, 2, ?, ?, ?, ?)",
                carol, seededHolding, seededBuy, now());

        aliceHolding = holding(alice, "s:2", "3.3333");
        aliceBuy = order(alice, "s:2", aliceHolding, "buy", "completed", "3.3333", "33.33");
        bobSoldHolding = holding(bob, "s:2", "10.5");
        bobBuy = order(bob, "s:2", bobSoldHolding, "buy", "closed", "10.5", "33.33");
        bobSell = order(bob, "s:2", bobSoldHolding, "sell", "closed", "10.5", "35.02");
        execute("DELETE FROM holding WHERE holding_id = ?", bobSoldHolding);
        execute("UPDATE quote SET volume = ? WHERE symbol = 's:2'", new BigDecimal("24.3333"));
    }

    @Test
    void theConsistentDataSetSatisfiesEveryInvariant() {
        List<InvariantResult> results = check.checkAll(connection);

        assertThat(results).extracting(InvariantResult::id).containsExactly("I1", "I2", "I3", "I4", "I5", "I7", "I8");
        assertThat(results).allSatisfy(r -> {
            assertThat(r.holds()).as(r.summary()).isTrue();
            assertThat(r.violations()).isZero();
            assertThat(r.examples()).isEmpty();
            assertThat(r.description()).isNotBlank();
        });
        AcknowledgementResult acknowledged = check.acknowledgedOrders(connection, List.of(aliceBuy, bobBuy, bobSell));
        assertThat(acknowledged.invariant().holds()).as(acknowledged.invariant().summary()).isTrue();
        assertThat(acknowledged.unreportedOrders()).isZero();
        assertThat(check.counters(connection, 7, 5).holds()).isTrue();
    }

    @Test
    void i1ReportsABalanceOneCentOff() throws SQLException {
        execute("UPDATE account SET balance = balance + 0.01 WHERE account_id = ?", bob);

        InvariantResult i1 = onlyViolated("I1");
        assertThat(i1.violations()).isEqualTo(1);
        assertThat(i1.examples()).containsExactly("account " + bob + ": balance 4967.85, expected 4967.84");
        assertThat(i1.summary()).startsWith("I1 VIOLATED 1 time: ").endsWith("account " + bob
                + ": balance 4967.85, expected 4967.84");
    }

    @Test
    void i1RoundsEachOrderValueHalfUpToCents() throws SQLException {
        // Rounding 349.965 half-even (or down) would give 349.96 and this balance.
        execute("UPDATE account SET balance = ? WHERE account_id = ?", new BigDecimal("4967.85"), bob);

        assertThat(onlyViolated("I1").examples()).containsExactly("account " + bob + ": balance 4967.85, expected 4967.84");
    }

    @Test
    void i1ReportsAProcessedOrderWithoutAPrice() throws SQLException {
        execute("UPDATE orders SET price = NULL WHERE order_id = ?", aliceBuy);

        assertThat(onlyViolated("I1").examples()).singleElement().asString()
                .startsWith("account " + alice + ": balance 8839.00, expected ")
                .endsWith("(1 processed order without a price)");
    }

    @Test
    void i2ReportsAHoldingWhoseQuantityChanged() throws SQLException {
        execute("UPDATE holding SET quantity = ? WHERE holding_id = ?", new BigDecimal("3.3334"), aliceHolding);

        InvariantResult i2 = onlyViolated("I2");
        assertThat(i2.violations()).isEqualTo(1);
        assertThat(i2.examples()).containsExactly(
                "account " + alice + ", s:2: holds 3.3334, expected 3.3333 (processed buys - sells)");
    }

    @Test
    void i2ReportsAHoldingNoBuyCreated() throws SQLException {
        execute("UPDATE orders SET holding_id = ? WHERE order_id = ?", aliceHolding + 1000, aliceBuy);

        assertThat(onlyViolated("I2").examples()).containsExactly("account " + alice + ", s:2: holding " + aliceHolding
                + " (3.3333 shares) has no processed buy of that account and symbol");
    }

    @Test
    void i3TheDatabaseRefusesASecondSaleButACancelledOneIsFine() throws SQLException {
        assertThatThrownBy(() -> order(bob, "s:2", bobSoldHolding, "sell", "closed", "10.5", "35.02"))
                .isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).startsWith("23"));

        long cancelled = order(bob, "s:2", bobSoldHolding, "sell", "cancelled", "10.5", "35.02");

        // Only quiescence notices the cancelled order: one sale, by the owner, with a cancelled attempt.
        assertThat(onlyViolated("I5").examples()).containsExactly("order " + cancelled + " (sell, account " + bob
                + "): cancelled");
    }

    @Test
    void i3ReportsADoubleSaleTheDatabaseWouldHaveRefused() throws SQLException {
        execute(switch (vendor) {
            case MARIADB -> "DROP INDEX orders_one_sell_per_holding ON orders";
            case H2, POSTGRESQL -> "DROP INDEX orders_one_sell_per_holding";
        });
        long second = order(bob, "s:2", bobSoldHolding, "sell", "completed", "10.5", "35.02");

        InvariantResult i3 = results().get("I3");
        assertThat(i3.holds()).isFalse();
        assertThat(i3.examples()).containsExactly("holding " + bobSoldHolding + ": 2 sells, orders " + bobSell
                + " to " + second);
    }

    @Test
    void i4ReportsASaleOfAnotherAccountsHolding() throws SQLException {
        // Carol bought 3.3333 s:2 but her sell names Alice's holding, not hers: her cash, her share
        // count and the volume all add up, only the owner is wrong.
        long carolHolding = holding(carol, "s:2", "3.3333");
        order(carol, "s:2", carolHolding, "buy", "closed", "3.3333", "33.33");
        execute("DELETE FROM holding WHERE holding_id = ?", carolHolding);
        long sell = order(carol, "s:2", aliceHolding, "sell", "closed", "3.3333", "33.33");
        execute("UPDATE account SET balance = ? WHERE account_id = ?", new BigDecimal("150.10"), carol);
        execute("UPDATE quote SET volume = ? WHERE symbol = 's:2'", new BigDecimal("30.9999"));

        InvariantResult i4 = onlyViolated("I4");
        assertThat(i4.examples()).containsExactly("sell order " + sell + " by account " + carol + ": holding "
                + aliceHolding + " bought by account " + alice);
    }

    @Test
    void i5ReportsOrdersNotFinished() throws SQLException {
        long open = order(carol, "s:1", null, "buy", "open", "1", "10.00");
        long processing = order(carol, "s:1", null, "buy", "processing", "2", "10.00");

        InvariantResult i5 = onlyViolated("I5");
        assertThat(i5.violations()).isEqualTo(2);
        assertThat(i5.examples()).containsExactly(
                "order " + open + " (buy, account " + carol + "): open",
                "order " + processing + " (buy, account " + carol + "): processing");
    }

    @Test
    void aResultCountsEveryViolationButRendersFive() throws SQLException {
        for (int k = 0; k < 7; k++) {
            order(carol, "s:1", null, "buy", "open", "1", "10.00");
        }

        InvariantResult i5 = onlyViolated("I5");
        assertThat(i5.violations()).isEqualTo(7);
        assertThat(i5.examples()).hasSize(InvariantCheck.MAX_EXAMPLES);
    }

    @Test
    void i7ReportsMoreLogoutsThanLoginsAndNegativeCounts() throws SQLException {
        execute("UPDATE account SET logout_count = 3 WHERE account_id = ?", bob);
        execute("UPDATE account SET login_count = -1, logout_count = -1 WHERE account_id = ?", carol);

        InvariantResult i7 = onlyViolated("I7");
        assertThat(i7.violations()).isEqualTo(2);
        assertThat(i7.examples()).containsExactly("account " + bob + ": 2 logins, 3 logouts",
                "account " + carol + ": -1 logins, -1 logouts");
    }

    @Test
    void i8ReportsAVolumeOffByOne() throws SQLException {
        execute("UPDATE quote SET volume = volume + 1 WHERE symbol = 's:2'");

        assertThat(onlyViolated("I8").examples()).containsExactly("quote s:2: volume 25.3333, expected 24.3333");
    }

    @Test
    void i8CountsEveryOrderWhenNoPopulationIsRecorded() throws SQLException {
        execute("DELETE FROM trade_population");

        assertThat(onlyViolated("I8").examples()).containsExactly("quote s:1: volume 0, expected 100");
    }

    @Test
    void i6AcceptsTheAcknowledgedOrdersAndCountsTheUnreportedOnes() {
        AcknowledgementResult allButOne = check.acknowledgedOrders(connection, List.of(bobSell, aliceBuy));
        assertThat(allButOne.invariant().holds()).isTrue();
        assertThat(allButOne.unreportedOrders()).isEqualTo(1);

        AcknowledgementResult none = check.acknowledgedOrders(connection, List.of());
        assertThat(none.invariant().holds()).isTrue();
        assertThat(none.unreportedOrders()).isEqualTo(3);

        // A seeded order the client happens to name is stored and processed: fine, and not "after".
        AcknowledgementResult withSeeded = check.acknowledgedOrders(connection, List.of(seededBuy, aliceBuy, bobBuy, bobSell));
        assertThat(withSeeded.invariant().holds()).isTrue();
        assertThat(withSeeded.unreportedOrders()).isZero();
    }

    @Test
    void i6ReportsMissingUnprocessedAndDoubleAcknowledgedOrders() throws SQLException {
        long open = order(carol, "s:1", null, "buy", "open", "1", "10.00");
        long unknown = open + 1000;

        AcknowledgementResult result = check.acknowledgedOrders(connection,
                List.of(aliceBuy, bobBuy, bobBuy, bobSell, open, unknown));

        InvariantResult i6 = result.invariant();
        assertThat(i6.id()).isEqualTo("I6");
        assertThat(i6.holds()).isFalse();
        assertThat(i6.violations()).isEqualTo(3);
        assertThat(i6.examples()).containsExactly(
                "order " + bobBuy + ": acknowledged 2 times, one order can only be one success",
                "order " + open + ": stored as open, not processed",
                "order " + unknown + ": not in the database");
        assertThat(result.unreportedOrders()).isZero();
    }

    @Test
    void i6LooksUpLongListsInBatches() {
        List<Long> ids = new ArrayList<>(List.of(aliceBuy, bobBuy, bobSell));
        for (long k = 0; k < 2500; k++) {
            ids.add(1_000_000 + k);
        }

        AcknowledgementResult result = check.acknowledgedOrders(connection, ids);

        assertThat(result.invariant().violations()).isEqualTo(2500);
        assertThat(result.invariant().examples()).hasSize(InvariantCheck.MAX_EXAMPLES)
                .first().isEqualTo("order 1000000: not in the database");
        assertThat(result.unreportedOrders()).isZero();
    }

    @Test
    void i6OverAWindowAllowsTheOrdersInFlightAndNamesTheOthers() {
        // The window is every order after the seeded one: aliceBuy, bobBuy, bobSell.
        AcknowledgementResult inFlight = check.acknowledgedOrders(connection,
                new Acknowledgements(seededBuy, List.of(aliceBuy), 2));
        assertThat(inFlight.invariant().holds()).as(inFlight.invariant().summary()).isTrue();
        assertThat(inFlight.unreportedOrders()).isEqualTo(2);
        assertThat(inFlight.unreportedIds()).containsExactly(bobBuy, bobSell);

        AcknowledgementResult tooMany = check.acknowledgedOrders(connection,
                new Acknowledgements(seededBuy, List.of(aliceBuy), 1));
        InvariantResult i6 = tooMany.invariant();
        assertThat(i6.holds()).isFalse();
        assertThat(i6.violations()).isEqualTo(1);
        assertThat(i6.examples()).containsExactly("2 orders after order " + seededBuy
                + " that nobody acknowledged, 1 allowed in flight: orders " + bobBuy + ", " + bobSell);

        // A clean run: everything after the window's start acknowledged, nothing in flight.
        AcknowledgementResult clean = check.acknowledgedOrders(connection,
                new Acknowledgements(bobBuy, List.of(bobSell), 0));
        assertThat(clean.invariant().holds()).as(clean.invariant().summary()).isTrue();
        assertThat(clean.unreportedOrders()).isZero();
    }

    @Test
    void i6OverAWindowReportsALostOrderByItsId() {
        long lost = bobSell + 1;

        InvariantResult i6 = check.acknowledgedOrders(connection,
                new Acknowledgements(bobBuy, List.of(bobSell, lost), 0)).invariant();

        assertThat(i6.holds()).isFalse();
        assertThat(i6.examples()).containsExactly("order " + lost + ": not in the database");
    }

    @Test
    void theHighestOrderIdIsTheLastOrders() throws SQLException {
        assertThat(check.highestOrderId(connection)).isEqualTo(bobSell);

        execute("DELETE FROM orders");
        assertThat(check.highestOrderId(connection)).isZero();
    }

    @Test
    void duringLoadAnOpenOrderIsInFlightButAProcessingOneIsNot() throws SQLException {
        order(carol, "s:1", null, "buy", "open", "1", "10.00");
        assertThat(check.checkDuringLoad(connection)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        assertThat(results().get("I5").holds()).isFalse();

        long processing = order(carol, "s:1", null, "buy", "processing", "2", "10.00");
        InvariantResult i5 = check.checkDuringLoad(connection).stream().filter(r -> r.id().equals("I5"))
                .findFirst().orElseThrow();
        assertThat(i5.holds()).isFalse();
        assertThat(i5.examples()).containsExactly("order " + processing + " (buy, account " + carol + "): processing");
    }

    @Test
    void severalChecksShareOneSnapshotAndGiveTheConnectionBack() throws SQLException {
        int isolation = connection.getTransactionIsolation();

        long highest = check.inOneSnapshot(connection, () -> {
            assertThat(check.checkAll(connection)).allSatisfy(r -> assertThat(r.holds()).isTrue());
            return check.highestOrderId(connection);
        });

        assertThat(highest).isEqualTo(bobSell);
        assertThat(connection.getAutoCommit()).isTrue();
        assertThat(connection.getTransactionIsolation()).isEqualTo(isolation);
    }

    @Test
    void i7ComparesTheLoginTotalsWithTheClientsCounts() {
        InvariantResult matching = check.counters(connection, 7, 5);
        assertThat(matching.id()).isEqualTo("I7");
        assertThat(matching.holds()).isTrue();

        InvariantResult off = check.counters(connection, 8, 4);
        assertThat(off.holds()).isFalse();
        assertThat(off.violations()).isEqualTo(2);
        assertThat(off.examples()).containsExactly("logins: database 7, client 8", "logouts: database 5, client 4");
    }

    @Test
    void checksRunInTheCallersTransactionWhenThereIsOne() throws SQLException {
        connection.setAutoCommit(false);
        execute("UPDATE account SET balance = balance + 0.01 WHERE account_id = ?", alice);

        assertThat(results().get("I1").holds()).isFalse();
        connection.rollback();
        assertThat(results().get("I1").holds()).isTrue();
        assertThat(connection.getAutoCommit()).isFalse();
    }

    @Test
    void aFailingQueryIsReportedWithItsInvariantAndTheConnectionIsGivenBack() throws SQLException {
        int isolation = connection.getTransactionIsolation();
        execute("DROP TABLE trade_population");

        assertThatThrownBy(() -> check.checkAll(connection))
                .isInstanceOf(InvariantCheckException.class)
                .hasMessageContaining("on " + vendor.id())
                .hasMessageContaining("invariant I8")
                .hasCauseInstanceOf(SQLException.class);
        assertThat(connection.getAutoCommit()).isTrue();
        assertThat(connection.getTransactionIsolation()).isEqualTo(isolation);
    }

    @Test
    void aClosedConnectionIsReportedAsAnInvariantCheckException() throws SQLException {
        connection.close();

        assertThatThrownBy(() -> check.checkAll(connection))
                .isInstanceOf(InvariantCheckException.class)
                .hasMessageStartingWith("Invariant check I1-I8 could not run on " + vendor.id());
    }

    private Map<String, InvariantResult> results() {
        return check.checkAll(connection).stream().collect(Collectors.toMap(InvariantResult::id, Function.identity()));
    }

    /** The result of {@code id}, after checking that it is violated and every other invariant holds. */
    private InvariantResult onlyViolated(String id) {
        Map<String, InvariantResult> results = results();
        results.values().forEach(r -> assertThat(r.holds()).as(r.summary()).isEqualTo(!r.id().equals(id)));
        InvariantResult violated = results.get(id);
        assertThat(violated.examples()).hasSize((int) Math.min(violated.violations(), InvariantCheck.MAX_EXAMPLES));
        return violated;
    }

    private void quote(String symbol, String price) throws SQLException {
        execute("INSERT INTO quote (symbol, company_name, price, open_price, low_price, high_price, price_change, volume)"
                + " VALUES (?, 'S Incorporated', ?, ?, ?, ?, 0, 0)", symbol, new BigDecimal(price), new BigDecimal(price),
                new BigDecimal(price), new BigDecimal(price));
    }

    private long account(String user, String openBalance, String balance, int logins, int logouts) throws SQLException {
        execute("INSERT INTO account_profile (user_id, password_hash, full_name) VALUES (?, 'x', 'Test User')", user);
        return insert("INSERT INTO account (profile_user_id, balance, open_balance, creation_date, login_count, logout_count)"
                + " VALUES (?, ?, ?, ?, ?, ?)", user, new BigDecimal(balance), new BigDecimal(openBalance), now(), logins, logouts);
    }

    private long holding(long account, String symbol, String quantity) throws SQLException {
        return insert("INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price, purchase_date)"
                + " VALUES (?, ?, ?, 10, ?)", account, symbol, new BigDecimal(quantity), now());
    }

    private long order(long account, String symbol, Long holding, String type, String status, String quantity,
            String price) throws SQLException {
        return insert("INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status, quantity,"
                + " price, order_fee, open_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", account, symbol, holding, type, status,
                new BigDecimal(quantity), new BigDecimal(price), new BigDecimal(FEE), now());
    }

    private static Timestamp now() {
        return Timestamp.from(Instant.now());
    }

    private long insert(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql, PreparedStatement.RETURN_GENERATED_KEYS)) {
            bind(ps, args);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                assertThat(keys.next()).isTrue();
                return keys.getLong(1);
            }
        }
    }

    private void execute(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            bind(ps, args);
            ps.executeUpdate();
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
