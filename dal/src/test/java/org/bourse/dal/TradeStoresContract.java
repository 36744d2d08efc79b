package org.bourse.dal;

import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.jdbc.TradeStores;
import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountProfile;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.MarketTotals;
import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.OpenOrderTotals;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.dal.trade.RunStatisticsStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The Trade stores on a real server of each database, wired as the application wires them: a pooled
 * data source, the vendor's dialect, and Spring transactions the stores join. Every test checks what
 * the store interfaces return and the rows they leave; the concurrency tests end with the invariant
 * check. One empty subclass per vendor; each test starts from a clean, migrated database.
 */
abstract class TradeStoresContract {

    private static final int THREADS = 32;
    private static final BigDecimal FEE = new BigDecimal("24.95");
    private static final String HASH = "pbkdf2-sha256$1000$c2FsdA==$aGFzaA==";
    /** Microseconds: the precision every supported database stores. */
    private static final Instant T0 = Instant.parse("2026-03-04T05:06:07.123456Z");

    private ServerDatabase db;
    private Vendor vendor;
    private HikariDataSource dataSource;
    private TransactionTemplate tx;
    private Connection inspector;

    private QuoteStore quotes;
    private AccountStore accounts;
    private HoldingStore holdings;
    private OrderStore orders;
    private MarketStore market;
    private RunStatisticsStore runStatistics;

    abstract ServerDatabase database();

    @BeforeEach
    void wireTheStoresOnACleanDatabase() throws SQLException {
        db = database();
        db.requireReachable();
        db.migrateClean();
        vendor = Vendor.fromId(db.vendor());

        HikariConfig pool = new HikariConfig();
        pool.setPoolName("trade-stores-" + db.vendor());
        pool.setJdbcUrl(db.url());
        pool.setUsername(db.user());
        pool.setPassword(db.password());
        pool.setMaximumPoolSize(THREADS + 2);
        pool.setMinimumIdle(2);
        pool.setConnectionTimeout(60_000);
        dataSource = new HikariDataSource(pool);
        tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource));

        TradeStores stores = Databases.of(vendor).tradeStores(dataSource);
        quotes = stores.quotes();
        accounts = stores.accounts();
        holdings = stores.holdings();
        orders = stores.orders();
        market = stores.market();
        runStatistics = stores.runStatistics();

        inspector = db.connect();
    }

    @AfterEach
    void close() throws SQLException {
        if (inspector != null) {
            inspector.close();
        }
        if (dataSource != null) {
            dataSource.close();
        }
    }

    // ---------------------------------------------------------------- quotes

    @Test
    void aQuoteIsCreatedAndFound() throws SQLException {
        Quote q = quote("s:1", "S1 Incorporated", "10.25", "9.50", "9.00", "11.00", "0.75", "1234.5678");
        quotes.create(q);

        assertSame(quotes.find("s:1").orElseThrow(), q);
        assertThat(quotes.find("s:404")).isEmpty();
        assertThat(text("SELECT company_name FROM quote WHERE symbol = ?", "s:1")).isEqualTo("S1 Incorporated");
        assertThat(decimal("SELECT price FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("10.25");
        assertThat(decimal("SELECT open_price FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("9.50");
        assertThat(decimal("SELECT low_price FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("9.00");
        assertThat(decimal("SELECT high_price FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("11.00");
        assertThat(decimal("SELECT price_change FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("0.75");
        assertThat(decimal("SELECT volume FROM quote WHERE symbol = ?", "s:1")).isEqualByComparingTo("1234.5678");
    }

    @Test
    void aSecondQuoteWithTheSameSymbolIsADuplicateKey() throws SQLException {
        quotes.create(quote("s:1", "10.00"));

        assertThatThrownBy(() -> quotes.create(quote("s:1", "20.00")))
                .isInstanceOf(DuplicateKey.class)
                .hasMessageStartingWith("Creating quote s:1 failed (SQL state ")
                .hasCauseInstanceOf(SQLException.class);
        assertThat(count("SELECT COUNT(*) FROM quote")).isEqualTo(1);
        assertThat(decimal("SELECT price FROM quote WHERE symbol = 's:1'")).isEqualByComparingTo("10.00");
    }

    @Test
    void quotesOfAListComeInTheGivenOrderWithoutUnknownsOrRepeats() {
        for (String s : List.of("s:1", "s:2", "s:3", "s:10")) {
            quotes.create(quote(s, "10.00"));
        }

        assertThat(quotes.find(List.of("s:3", "s:404", "s:1", "s:3", "s:10", "s:1")))
                .extracting(Quote::symbol).containsExactly("s:3", "s:1", "s:10");
        assertThat(quotes.find(List.of("s:404"))).isEmpty();
        assertThat(quotes.find(List.of())).isEmpty();
        assertThat(quotes.all()).extracting(Quote::symbol).containsExactly("s:1", "s:10", "s:2", "s:3");
    }

    @Test
    void aMoveSetsThePriceAndChangeWidensTheRangeAndAddsTheVolume() throws SQLException {
        quotes.create(quote("s:1", "S1 Incorporated", "10.00", "10.00", "10.00", "10.00", "0", "0"));

        Quote locked = tx.execute(status -> {
            Quote q = quotes.lock("s:1").orElseThrow();
            assertThat(quotes.move("s:1", new BigDecimal("12.50"), new BigDecimal("100"))).isTrue();
            return q;
        });
        assertThat(locked.price()).isEqualByComparingTo("10.00");
        assertSame(quotes.find("s:1").orElseThrow(),
                quote("s:1", "S1 Incorporated", "12.50", "10.00", "10.00", "12.50", "2.50", "100"));

        assertThat(quotes.move("s:1", new BigDecimal("8.25"), new BigDecimal("0.5"))).isTrue();
        assertSame(quotes.find("s:1").orElseThrow(),
                quote("s:1", "S1 Incorporated", "8.25", "10.00", "8.25", "12.50", "-1.75", "100.5"));
        assertThat(decimal("SELECT price_change FROM quote WHERE symbol = 's:1'")).isEqualByComparingTo("-1.75");
        assertThat(decimal("SELECT volume FROM quote WHERE symbol = 's:1'")).isEqualByComparingTo("100.5");
        assertThat(decimal("SELECT low_price FROM quote WHERE symbol = 's:1'")).isEqualByComparingTo("8.25");

        assertThat(quotes.move("s:404", new BigDecimal("1.00"), BigDecimal.ONE)).isFalse();
        assertThat(tx.<Optional<Quote>>execute(status -> quotes.lock("s:404"))).isEmpty();
        assertThat(count("SELECT COUNT(*) FROM quote")).isEqualTo(1);
    }

    // ---------------------------------------------------------------- accounts

    @Test
    void registeringWritesTheProfileAndAnOpenAccount() throws SQLException {
        Account first = tx.execute(status -> accounts.register(profile("uid:0"), new BigDecimal("1000000.00"), T0));
        Account second = tx.execute(status -> accounts.register(profile("uid:1"), new BigDecimal("250000.10"), T0));

        assertThat(first.accountId()).isPositive();
        assertThat(second.accountId()).isGreaterThan(first.accountId());
        assertThat(count("SELECT account_id FROM account WHERE profile_user_id = 'uid:1'")).isEqualTo(second.accountId());
        assertSame(accounts.account("uid:1").orElseThrow(), second);
        assertSame(accounts.account(second.accountId()).orElseThrow(), second);
        assertThat(second).satisfies(a -> {
            assertThat(a.userId()).isEqualTo("uid:1");
            assertThat(a.balance()).isEqualByComparingTo("250000.10");
            assertThat(a.openBalance()).isEqualByComparingTo("250000.10");
            assertThat(a.creationDate()).isEqualTo(T0);
            assertThat(a.lastLogin()).isNull();
            assertThat(a.loginCount()).isZero();
            assertThat(a.logoutCount()).isZero();
        });
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", second.accountId()))
                .isEqualByComparingTo("250000.10");
        assertThat(decimal("SELECT open_balance FROM account WHERE account_id = ?", second.accountId()))
                .isEqualByComparingTo("250000.10");
        assertThat(count("SELECT login_count + logout_count FROM account WHERE account_id = ?", second.accountId()))
                .isZero();
        assertThat(instant("SELECT creation_date FROM account WHERE account_id = ?", second.accountId())).isEqualTo(T0);
        assertThat(instant("SELECT last_login FROM account WHERE account_id = ?", second.accountId())).isNull();

        AccountProfile stored = accounts.profile("uid:1").orElseThrow();
        assertThat(stored).usingRecursiveComparison().isEqualTo(profile("uid:1"));
        assertThat(stored.toString()).doesNotContain(HASH);
        assertThat(text("SELECT password_hash FROM account_profile WHERE user_id = 'uid:1'")).isEqualTo(HASH);
        assertThat(text("SELECT email FROM account_profile WHERE user_id = 'uid:1'")).isEqualTo("uid:1@example.com");
        assertThat(accounts.profile("uid:404")).isEmpty();
        assertThat(accounts.account("uid:404")).isEmpty();
        assertThat(accounts.account(second.accountId() + 1000)).isEmpty();
    }

    @Test
    void aDuplicateUserIsRefusedAndNothingIsHalfWritten() throws SQLException {
        Account taken = accounts.register(profile("uid:0"), new BigDecimal("100.00"), T0);

        AccountProfile impostor = new AccountProfile("uid:0", "other-hash", "Someone Else", "x", "y", "z");
        assertThatThrownBy(() -> tx.executeWithoutResult(status ->
                accounts.register(impostor, new BigDecimal("999.00"), T0.plusSeconds(60))))
                .isInstanceOf(DuplicateKey.class)
                .hasMessageStartingWith("Registering user uid:0 failed (SQL state ")
                .hasCauseInstanceOf(SQLException.class);
        assertThat(count("SELECT COUNT(*) FROM account_profile")).isEqualTo(1);
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(1);
        assertThat(text("SELECT password_hash FROM account_profile WHERE user_id = 'uid:0'")).isEqualTo(HASH);
        assertSame(accounts.account("uid:0").orElseThrow(), taken);

        // The profile is written first: when the account cannot be written, the rollback takes the profile too.
        assertThatThrownBy(() -> tx.executeWithoutResult(status -> accounts.register(profile("uid:1"), null, T0)))
                .isInstanceOf(DataAccessFailure.class)
                .hasMessageStartingWith("Opening the account of uid:1 failed (SQL state ");
        assertThat(count("SELECT COUNT(*) FROM account_profile WHERE user_id = 'uid:1'")).isZero();
        assertThat(accounts.profile("uid:1")).isEmpty();
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(1);
    }

    @Test
    void loginsAndLogoutsAreCounted() throws SQLException {
        long id = accounts.register(profile("uid:0"), new BigDecimal("100.00"), T0).accountId();
        Instant first = T0.plusSeconds(3600).plusNanos(1_000);
        Instant second = T0.plusSeconds(7200).plusNanos(999_999_000);

        assertThat(accounts.recordLogin("uid:0", first)).isTrue();
        assertThat(accounts.account(id).orElseThrow()).satisfies(a -> {
            assertThat(a.lastLogin()).isEqualTo(first);
            assertThat(a.loginCount()).isEqualTo(1);
        });
        assertThat(accounts.recordLogin("uid:0", second)).isTrue();
        assertThat(accounts.recordLogout("uid:0")).isTrue();
        assertThat(accounts.recordLogin("uid:404", second)).isFalse();
        assertThat(accounts.recordLogout("uid:404")).isFalse();

        Account a = accounts.account("uid:0").orElseThrow();
        assertThat(a.lastLogin()).isEqualTo(second);
        assertThat(a.loginCount()).isEqualTo(2);
        assertThat(a.logoutCount()).isEqualTo(1);
        assertThat(count("SELECT login_count FROM account WHERE account_id = ?", id)).isEqualTo(2);
        assertThat(count("SELECT logout_count FROM account WHERE account_id = ?", id)).isEqualTo(1);
        assertThat(instant("SELECT last_login FROM account WHERE account_id = ?", id)).isEqualTo(second);
    }

    @Test
    void balancesChangeByExactDecimals() throws SQLException {
        long id = accounts.register(profile("uid:0"), new BigDecimal("1000.00"), T0).accountId();
        BigDecimal cent = new BigDecimal("0.01");
        for (int k = 0; k < 100; k++) {
            assertThat(accounts.addToBalance(id, cent)).isTrue();
        }
        assertThat(accounts.account(id).orElseThrow().balance()).isEqualByComparingTo("1001.00");
        assertThat(accounts.addToBalance(id, new BigDecimal("-0.10"))).isTrue();
        assertThat(accounts.addToBalance(id, new BigDecimal("-0.20"))).isTrue();
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", id)).isEqualByComparingTo("1000.70");
        assertThat(decimal("SELECT open_balance FROM account WHERE account_id = ?", id)).isEqualByComparingTo("1000.00");
        assertThat(accounts.addToBalance(id + 1000, cent)).isFalse();
    }

    @Test
    void aDebitNeedsACoveringBalance() throws SQLException {
        long id = accounts.register(profile("uid:0"), new BigDecimal("100.00"), T0).accountId();

        assertThat(accounts.debitIfCovered(id, new BigDecimal("100.01"))).isFalse();
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", id)).isEqualByComparingTo("100.00");
        assertThat(accounts.debitIfCovered(id, new BigDecimal("99.99"))).isTrue();
        assertThat(accounts.debitIfCovered(id, new BigDecimal("0.02"))).isFalse();
        assertThat(accounts.debitIfCovered(id, new BigDecimal("0.01"))).isTrue();
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", id)).isEqualByComparingTo("0.00");
        assertThat(accounts.debitIfCovered(id + 1000, new BigDecimal("0.00"))).isFalse();
    }

    @Test
    void aProfileUpdateReplacesEveryField() throws SQLException {
        accounts.register(profile("uid:0"), new BigDecimal("100.00"), T0);
        AccountProfile changed = new AccountProfile("uid:0", "new-hash", "first:1 last:2", "7 Elm St.",
                "new@example.org", "1-2-3-4");

        assertThat(accounts.updateProfile(changed)).isTrue();
        assertThat(accounts.profile("uid:0").orElseThrow()).usingRecursiveComparison().isEqualTo(changed);
        assertThat(text("SELECT password_hash FROM account_profile WHERE user_id = 'uid:0'")).isEqualTo("new-hash");
        assertThat(text("SELECT credit_card FROM account_profile WHERE user_id = 'uid:0'")).isEqualTo("1-2-3-4");
        assertThat(accounts.updateProfile(new AccountProfile("uid:404", "h", "n", "a", "e", "c"))).isFalse();
        assertThat(count("SELECT COUNT(*) FROM account_profile")).isEqualTo(1);
    }

    @Test
    void instantsRoundTripToTheMicrosecond() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        List<Instant> instants = List.of(T0, Instant.parse("1999-12-31T23:59:59.999999Z"),
                Instant.parse("2026-03-29T01:30:00.000001Z"), Instant.parse("2026-10-25T00:30:00.500000Z"),
                Instant.parse("2038-01-19T03:14:08.000010Z"));
        int k = 0;
        for (Instant at : instants) {
            String user = "uid:" + k++;
            long account = accounts.register(profile(user), new BigDecimal("100.00"), at).accountId();
            assertThat(accounts.recordLogin(user, at.plusNanos(1_000))).isTrue();
            Holding h = holdings.create(account, "s:1", BigDecimal.ONE, new BigDecimal("10.00"), at.plusNanos(2_000));
            Order o = orders.create(newOrder(account, "s:1", h.holdingId(), OrderType.SELL, "1", "10.00", false, at));
            assertThat(orders.close(o.orderId(), h.holdingId(), at.plusNanos(3_000))).isTrue();

            Account read = accounts.account(account).orElseThrow();
            assertThat(read.creationDate()).as(user).isEqualTo(at);
            assertThat(read.lastLogin()).as(user).isEqualTo(at.plusNanos(1_000));
            assertThat(holdings.find(h.holdingId()).orElseThrow().purchaseDate()).isEqualTo(at.plusNanos(2_000));
            Order closed = orders.find(o.orderId()).orElseThrow();
            assertThat(closed.openDate()).isEqualTo(at);
            assertThat(closed.completionDate()).isEqualTo(at.plusNanos(3_000));

            assertThat(instant("SELECT creation_date FROM account WHERE account_id = ?", account)).isEqualTo(at);
            assertThat(instant("SELECT last_login FROM account WHERE account_id = ?", account))
                    .isEqualTo(at.plusNanos(1_000));
            assertThat(instant("SELECT purchase_date FROM holding WHERE holding_id = ?", h.holdingId()))
                    .isEqualTo(at.plusNanos(2_000));
            assertThat(instant("SELECT open_date FROM orders WHERE order_id = ?", o.orderId())).isEqualTo(at);
            assertThat(instant("SELECT completion_date FROM orders WHERE order_id = ?", o.orderId()))
                    .isEqualTo(at.plusNanos(3_000));
        }
    }

    @Test
    void symbolsAndUserIdsMatchExactly() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long account = accounts.register(profile("uid:0"), new BigDecimal("100.00"), T0).accountId();

        // Another case or a trailing space is another key, on every database.
        assertThat(quotes.find("S:1")).isEmpty();
        assertThat(quotes.find("s:1 ")).isEmpty();
        assertThat(quotes.find(List.of("S:1", "s:1 ", "s:1"))).extracting(Quote::symbol).containsExactly("s:1");
        assertThat(quotes.move("S:1", BigDecimal.ONE, BigDecimal.ONE)).isFalse();
        assertThat(accounts.account("UID:0")).isEmpty();
        assertThat(accounts.account("uid:0 ")).isEmpty();
        assertThat(accounts.profile("Uid:0")).isEmpty();
        assertThat(accounts.recordLogin("UID:0", T0)).isFalse();
        assertThat(accounts.recordLogout("uid:0 ")).isFalse();
        assertThat(accounts.updateProfile(new AccountProfile("UID:0", "h", "n", "a", "e", "c"))).isFalse();
        assertThat(count("SELECT login_count + logout_count FROM account WHERE account_id = ?", account)).isZero();
        assertThat(text("SELECT password_hash FROM account_profile WHERE user_id = 'uid:0'")).isEqualTo(HASH);

        quotes.create(quote("S:1", "20.00"));
        long other = accounts.register(profile("UID:0"), new BigDecimal("5.00"), T0).accountId();
        assertThat(quotes.find("S:1").orElseThrow().price()).isEqualByComparingTo("20.00");
        assertThat(quotes.find("s:1").orElseThrow().price()).isEqualByComparingTo("10.00");
        assertThat(accounts.account("UID:0").orElseThrow().accountId()).isEqualTo(other).isNotEqualTo(account);
        assertThat(count("SELECT COUNT(*) FROM quote")).isEqualTo(2);
    }

    // ---------------------------------------------------------------- holdings

    @Test
    void holdingsAreCreatedFoundAndListedOldestFirst() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        quotes.create(quote("s:2", "20.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");

        Holding a1 = holdings.create(alice, "s:2", new BigDecimal("3.3333"), new BigDecimal("20.00"), T0);
        Holding b1 = holdings.create(bob, "s:1", new BigDecimal("5"), new BigDecimal("10.00"), T0);
        Holding a2 = holdings.create(alice, "s:1", new BigDecimal("100"), new BigDecimal("10.00"), T0.plusSeconds(1));

        assertThat(List.of(a1.holdingId(), b1.holdingId(), a2.holdingId())).isSorted().doesNotHaveDuplicates();
        assertSame(holdings.find(a1.holdingId()).orElseThrow(), a1);
        assertThat(holdings.find(a2.holdingId() + 1000)).isEmpty();
        List<Holding> ofAlice = holdings.ofAccount(alice);
        assertThat(ofAlice).extracting(Holding::holdingId).containsExactly(a1.holdingId(), a2.holdingId());
        assertSame(ofAlice.get(1), a2);
        assertThat(holdings.ofAccount(bob)).extracting(Holding::holdingId).containsExactly(b1.holdingId());
        assertThat(holdings.ofAccount(bob + 1000)).isEmpty();
        assertThat(decimal("SELECT quantity FROM holding WHERE holding_id = ?", a1.holdingId()))
                .isEqualByComparingTo("3.3333");
        assertThat(count("SELECT account_id FROM holding WHERE holding_id = ?", a2.holdingId())).isEqualTo(alice);
    }

    @Test
    void onlyTheOwnerRemovesAHolding() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        Holding h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0);

        assertThat(holdings.remove(h.holdingId(), bob)).isFalse();
        assertThat(count("SELECT COUNT(*) FROM holding WHERE holding_id = ?", h.holdingId())).isEqualTo(1);
        assertThat(holdings.remove(h.holdingId(), alice)).isTrue();
        assertThat(count("SELECT COUNT(*) FROM holding WHERE holding_id = ?", h.holdingId())).isZero();
        assertThat(holdings.find(h.holdingId())).isEmpty();
        assertThat(holdings.remove(h.holdingId(), alice)).isFalse();
    }

    @Test
    void aHoldingShrinksOnlyWhileMoreThanTheQuantityRemains() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        long h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0).holdingId();

        assertThat(holdings.reduce(h, bob, BigDecimal.ONE)).isFalse();
        assertThat(holdings.reduce(h, alice, BigDecimal.TEN)).isFalse();
        assertThat(holdings.reduce(h, alice, new BigDecimal("10.0001"))).isFalse();
        assertThat(decimal("SELECT quantity FROM holding WHERE holding_id = ?", h)).isEqualByComparingTo("10");
        assertThat(holdings.reduce(h, alice, new BigDecimal("3"))).isTrue();
        assertThat(holdings.find(h).orElseThrow().quantity()).isEqualByComparingTo("7");
        assertThat(holdings.reduce(h, alice, new BigDecimal("6.9999"))).isTrue();
        assertThat(decimal("SELECT quantity FROM holding WHERE holding_id = ?", h)).isEqualByComparingTo("0.0001");
        assertThat(holdings.reduce(h, alice, new BigDecimal("0.0001"))).isFalse();
        assertThat(holdings.reduce(h + 1000, alice, new BigDecimal("0.00001"))).isFalse();
        assertThat(decimal("SELECT quantity FROM holding WHERE holding_id = ?", h)).isEqualByComparingTo("0.0001");
    }

    // ---------------------------------------------------------------- orders

    @Test
    void ordersAreCreatedOpenWithIncreasingIds() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0).holdingId();

        NewOrder buy = newOrder(alice, "s:1", null, OrderType.BUY, "10", "10.00", false, T0);
        Order placedBuy = orders.create(buy);
        Order placedSell = orders.create(newOrder(alice, "s:1", h, OrderType.SELL, "10", "11.50", false, T0));

        assertThat(placedBuy.orderId()).isPositive();
        assertThat(placedSell.orderId()).isGreaterThan(placedBuy.orderId());
        assertThat(placedBuy).usingRecursiveComparison().isEqualTo(buy.withId(placedBuy.orderId()));
        assertThat(placedBuy.status()).isEqualTo(OrderStatus.OPEN);
        assertSame(orders.find(placedBuy.orderId()).orElseThrow(), placedBuy);
        assertSame(orders.find(placedSell.orderId()).orElseThrow(), placedSell);
        assertThat(orders.find(placedSell.orderId() + 1000)).isEmpty();

        assertThat(text("SELECT order_type FROM orders WHERE order_id = ?", placedSell.orderId())).isEqualTo("sell");
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", placedSell.orderId())).isEqualTo("open");
        assertThat(count("SELECT holding_id FROM orders WHERE order_id = ?", placedSell.orderId())).isEqualTo(h);
        assertThat(text("SELECT holding_id FROM orders WHERE order_id = ?", placedBuy.orderId())).isNull();
        assertThat(decimal("SELECT order_fee FROM orders WHERE order_id = ?", placedBuy.orderId()))
                .isEqualByComparingTo("24.95");
        assertThat(decimal("SELECT price FROM orders WHERE order_id = ?", placedSell.orderId()))
                .isEqualByComparingTo("11.50");
        assertThat(text("SELECT completion_date FROM orders WHERE order_id = ?", placedBuy.orderId())).isNull();

        Order locked = tx.execute(status -> orders.lock(placedBuy.orderId()).orElseThrow());
        assertSame(locked, placedBuy);
        assertThat(tx.<Optional<Order>>execute(status -> orders.lock(placedSell.orderId() + 1000))).isEmpty();
    }

    @Test
    void aHoldingHasOneWholeSellUnlessItIsCancelled() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0).holdingId();
        NewOrder sell = newOrder(alice, "s:1", h, OrderType.SELL, "10", "10.00", false, T0);

        Order first = orders.create(sell);
        assertThatThrownBy(() -> orders.create(sell))
                .isInstanceOf(DuplicateKey.class)
                .hasMessageStartingWith("Placing a sell order failed (SQL state ");
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ?", h)).isEqualTo(1);

        assertThat(orders.cancel(first.orderId(), T0.plusSeconds(1))).isTrue();
        Order second = orders.create(sell);
        assertThat(second.orderId()).isGreaterThan(first.orderId());
        assertThat(orders.close(second.orderId(), h, T0.plusSeconds(2))).isTrue();
        assertThatThrownBy(() -> orders.create(sell)).isInstanceOf(DuplicateKey.class);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND order_status = 'cancelled'", h))
                .isEqualTo(1);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND order_status = 'closed'", h))
                .isEqualTo(1);
    }

    @Test
    void partialSellsOfOneHoldingAreAllowed() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0).holdingId();

        List<Long> partials = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            Order o = orders.create(newOrder(alice, "s:1", h, OrderType.SELL, "2", "10.00", true, T0));
            assertThat(o.partial()).isTrue();
            assertThat(orders.find(o.orderId()).orElseThrow().partial()).isTrue();
            partials.add(o.orderId());
        }
        assertThat(orders.close(partials.get(0), h, T0)).isTrue();
        // The rest of the holding can still be sold whole, once.
        Order whole = orders.create(newOrder(alice, "s:1", h, OrderType.SELL, "4", "10.00", false, T0));
        assertThat(whole.partial()).isFalse();
        assertThatThrownBy(() -> orders.create(newOrder(alice, "s:1", h, OrderType.SELL, "4", "10.00", false, T0)))
                .isInstanceOf(DuplicateKey.class);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND partial_sell", h)).isEqualTo(3);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND NOT partial_sell", h)).isEqualTo(1);
    }

    @Test
    void closeAndCancelLeaveOnlyAnOpenOrder() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long h = holdings.create(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"), T0).holdingId();
        long closed = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "10", "10.00", false, T0)).orderId();
        long cancelled = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "5", "10.00", false, T0)).orderId();
        Instant at = T0.plusSeconds(5);

        assertThat(orders.close(closed, h, at)).isTrue();
        Order c = orders.find(closed).orElseThrow();
        assertThat(c.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(c.holdingId()).isEqualTo(h);
        assertThat(c.completionDate()).isEqualTo(at);
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", closed)).isEqualTo("closed");
        assertThat(count("SELECT holding_id FROM orders WHERE order_id = ?", closed)).isEqualTo(h);

        assertThat(orders.close(closed, h, at.plusSeconds(1))).isFalse();
        assertThat(orders.cancel(closed, at.plusSeconds(1))).isFalse();
        assertThat(orders.find(closed).orElseThrow().completionDate()).isEqualTo(at);

        assertThat(orders.cancel(cancelled, at)).isTrue();
        assertThat(orders.find(cancelled).orElseThrow().status()).isEqualTo(OrderStatus.CANCELLED);
        assertThat(orders.cancel(cancelled, at.plusSeconds(1))).isFalse();
        assertThat(orders.close(cancelled, h, at.plusSeconds(1))).isFalse();
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", cancelled)).isEqualTo("cancelled");
        assertThat(instant("SELECT completion_date FROM orders WHERE order_id = ?", cancelled)).isEqualTo(at);
        assertThat(text("SELECT holding_id FROM orders WHERE order_id = ?", cancelled)).isNull();

        assertThat(orders.close(cancelled + 1000, h, at)).isFalse();
        assertThat(orders.cancel(cancelled + 1000, at)).isFalse();
    }

    @Test
    void onlyAClosedOrderOfTheAccountIsCompleted() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        long id = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "10", "10.00", false, T0)).orderId();

        assertThat(orders.complete(id, alice)).isFalse();
        assertThat(orders.close(id, null, T0)).isTrue();
        assertThat(orders.complete(id, bob)).isFalse();
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", id)).isEqualTo("closed");
        assertThat(orders.complete(id, alice)).isTrue();
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", id)).isEqualTo("completed");
        assertThat(orders.find(id).orElseThrow().status()).isEqualTo(OrderStatus.COMPLETED);
        assertThat(orders.complete(id, alice)).isFalse();
        assertThat(orders.cancel(id, T0)).isFalse();
    }

    @Test
    void anAccountsOrdersComeNewestFirstUpToTheLimit() {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        List<Long> ofAlice = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            ofAlice.add(orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId());
            orders.create(newOrder(bob, "s:1", null, OrderType.BUY, "1", "10.00", false, T0));
        }

        assertThat(orders.ofAccount(alice, 3)).extracting(Order::orderId)
                .containsExactly(ofAlice.get(4), ofAlice.get(3), ofAlice.get(2));
        assertThat(orders.ofAccount(alice, 100)).extracting(Order::orderId)
                .containsExactly(ofAlice.get(4), ofAlice.get(3), ofAlice.get(2), ofAlice.get(1), ofAlice.get(0));
        assertThat(orders.ofAccount(bob, 100)).hasSize(5).allSatisfy(o -> assertThat(o.accountId()).isEqualTo(bob));
        assertThat(orders.ofAccount(bob + 1000, 10)).isEmpty();
    }

    @Test
    void closedOrdersAreTakenOnceInOrderAndMarkedCompleted() throws SQLException {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        List<Long> ids = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            ids.add(orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId());
        }
        long bobs = orders.create(newOrder(bob, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
        // Closed newest first, so an order by completion or by the physical row would show.
        assertThat(orders.close(ids.get(3), 7L, T0.plusSeconds(1))).isTrue();
        assertThat(orders.close(ids.get(2), 8L, T0.plusSeconds(2))).isTrue();
        assertThat(orders.close(ids.get(0), 9L, T0.plusSeconds(3))).isTrue();
        assertThat(orders.close(bobs, 10L, T0)).isTrue();
        assertThat(orders.hasClosed("uid:0")).contains(true);
        assertThat(orders.hasClosed("uid:9")).as("no such user").isEmpty();

        List<Order> taken = tx.execute(status -> orders.takeClosed(alice));
        assertThat(taken).extracting(Order::orderId).containsExactly(ids.get(0), ids.get(2), ids.get(3));
        assertThat(taken).allSatisfy(o -> {
            assertThat(o.status()).isEqualTo(OrderStatus.CLOSED);
            assertThat(o.accountId()).isEqualTo(alice);
        });
        assertThat(taken.get(0).holdingId()).isEqualTo(9L);
        assertThat(taken.get(0).completionDate()).isEqualTo(T0.plusSeconds(3));
        assertThat(count("SELECT COUNT(*) FROM orders WHERE account_id = ? AND order_status = 'completed'", alice))
                .isEqualTo(3);
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", ids.get(1))).isEqualTo("open");
        assertThat(text("SELECT order_status FROM orders WHERE order_id = ?", bobs)).isEqualTo("closed");

        assertThat(orders.hasClosed("uid:0")).as("open and completed orders are not closed").contains(false);
        assertThat(tx.<List<Order>>execute(status -> orders.takeClosed(alice))).isEmpty();
        assertThat(orders.takeClosed(alice)).isEmpty();
        assertThat(orders.hasClosed("uid:1")).contains(true);
        assertThat(orders.takeClosed(bob)).extracting(Order::orderId, Order::status)
                .containsExactly(tuple(bobs, OrderStatus.CLOSED));
        assertThat(orders.takeClosed(bob)).isEmpty();
    }

    @Test
    void openOrderIdsAreListedOldestFirst() {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        long bob = account("uid:1");
        long a1 = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
        long b1 = orders.create(newOrder(bob, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
        long a2 = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
        long b2 = orders.create(newOrder(bob, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();

        assertThat(orders.openOrderIds()).containsExactly(a1, b1, a2, b2);
        orders.close(b1, null, T0);
        orders.cancel(a2, T0);
        assertThat(orders.openOrderIds()).containsExactly(a1, b2);
    }

    @Test
    void openTotalsCountTheOpenOrdersFromAnIdOnAndNameTheOldestOpenDate() {
        assertThat(orders.openTotals(0)).isEqualTo(new OpenOrderTotals(0, Optional.empty(), Optional.empty(), 0));
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        Instant oldest = T0.plusSeconds(30).plusNanos(123_000);
        long early = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
        long second = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0.plusSeconds(90)))
                .orderId();
        long middle = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, oldest)).orderId();
        // Ids and open dates disagree on purpose: the oldest date counts, not the lowest id.
        long last = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0.plusSeconds(60)))
                .orderId();

        assertThat(orders.openTotals(0)).isEqualTo(new OpenOrderTotals(4, Optional.of(T0), Optional.of(early), last));
        orders.close(early, null, T0.plusSeconds(100));
        assertThat(orders.openTotals(0)).isEqualTo(new OpenOrderTotals(3, Optional.of(oldest), Optional.of(second), last));
        orders.cancel(middle, T0.plusSeconds(100));
        assertThat(orders.openTotals(0))
                .isEqualTo(new OpenOrderTotals(2, Optional.of(T0.plusSeconds(60)), Optional.of(second), last));
        // only the orders from the id given on are read
        assertThat(orders.openTotals(last))
                .isEqualTo(new OpenOrderTotals(1, Optional.of(T0.plusSeconds(60)), Optional.of(last), last));
        assertThat(orders.openTotals(last + 1)).isEqualTo(new OpenOrderTotals(0, Optional.empty(), Optional.empty(), last));
    }

    // ---------------------------------------------------------------- market

    @Test
    void anEmptyMarketHasNoAveragesAndNoVolume() {
        MarketTotals totals = market.totals();

        assertThat(totals.averagePrice()).isNull();
        assertThat(totals.averageOpen()).isNull();
        assertThat(totals.volume()).isEqualByComparingTo("0");
        assertThat(totals.quotes()).isZero();
        assertThat(market.topGainers(5)).isEmpty();
        assertThat(market.topLosers(5)).isEmpty();
    }

    @Test
    void marketTotalsAndTopMoversWithTiesBrokenBySymbol() {
        // symbol, price, open (change = price - open), volume
        String[][] rows = {
            {"t:c", "12.00", "10.00", "1.5"}, {"t:a", "12.00", "10.00", "100"}, {"t:f", "10.50", "10.00", "0.25"},
            {"t:b", "21.00", "20.00", "0"}, {"t:e", "9.00", "10.00", "7"}, {"t:d", "19.00", "20.00", "3"},
            {"t:g", "5.00", "5.00", "0"}, {"t:h", "0.01", "2.00", "1000000.0001"},
        };
        for (String[] r : rows) {
            BigDecimal price = new BigDecimal(r[1]);
            BigDecimal open = new BigDecimal(r[2]);
            quotes.create(new Quote(r[0], r[0] + " Incorporated", price, open, price.min(open), price.max(open),
                    price.subtract(open), new BigDecimal(r[3])));
        }

        MarketTotals totals = market.totals();
        assertThat(totals.quotes()).isEqualTo(8);
        // (12 + 12 + 10.5 + 21 + 9 + 19 + 5 + 0.01) / 8 = 88.51 / 8
        assertThat(totals.averagePrice().setScale(6, RoundingMode.HALF_UP)).isEqualByComparingTo("11.063750");
        assertThat(totals.averageOpen()).isEqualByComparingTo("10.875");
        assertThat(totals.volume()).isEqualByComparingTo("1000111.7501");

        assertThat(market.topGainers(3)).extracting(Quote::symbol).containsExactly("t:a", "t:c", "t:b");
        assertThat(market.topGainers(100)).extracting(Quote::symbol)
                .containsExactly("t:a", "t:c", "t:b", "t:f", "t:g", "t:d", "t:e", "t:h");
        assertThat(market.topLosers(3)).extracting(Quote::symbol).containsExactly("t:h", "t:d", "t:e");
        assertThat(market.topLosers(1).get(0).change()).isEqualByComparingTo("-1.99");
        assertThat(market.topGainers(0)).isEmpty();
    }

    @Test
    void averagesThatDoNotEndAreKeptToMoreThanCents() {
        quotes.create(quote("s:1", "10.00"));
        quotes.create(quote("s:2", "10.00"));
        quotes.create(quote("s:3", "10.01"));

        MarketTotals totals = market.totals();
        // 30.01 / 3 = 10.00333…: cents alone (10.00) would be a rounding the caller did not ask for.
        assertThat(totals.averagePrice()).isBetween(new BigDecimal("10.0033"), new BigDecimal("10.0034"));
        assertThat(totals.averageOpen()).isBetween(new BigDecimal("10.0033"), new BigDecimal("10.0034"));
    }

    // ---------------------------------------------------------------- run statistics

    @Test
    void runStatisticsMatchTheRowsAndDeleteAllEmptiesEveryTable() throws SQLException {
        Databases.of(vendor).population().populate(inspector, new PopulationPlan(40, 15, 11), HASH, T0);
        // A run: two new users, logins and logouts, a sell, a cancelled and an open order, another user's order.
        long ru0 = accounts.register(profile("ru:0"), new BigDecimal("1000000"), T0).accountId();
        accounts.register(profile("ru:1"), new BigDecimal("1000000"), T0);
        long other = accounts.register(profile("someone"), new BigDecimal("10"), T0).accountId();
        accounts.recordLogin("uid:0", T0);
        accounts.recordLogin("uid:0", T0);
        accounts.recordLogin("uid:3", T0);
        accounts.recordLogin("ru:0", T0);
        accounts.recordLogout("uid:3");
        quotes.create(quote("x:1", "10.00"));
        Holding seeded = holdings.find(count("SELECT MIN(holding_id) FROM holding")).orElseThrow();
        orders.close(orders.create(newOrder(seeded.accountId(), seeded.symbol(), seeded.holdingId(), OrderType.SELL,
                seeded.quantity().toPlainString(), "1.00", false, T0)).orderId(), seeded.holdingId(), T0);
        holdings.remove(seeded.holdingId(), seeded.accountId());
        orders.cancel(orders.create(newOrder(ru0, "s:1", null, OrderType.BUY, "1", "1.00", false, T0)).orderId(), T0);
        orders.create(newOrder(other, "x:1", null, OrderType.BUY, "1", "1.00", false, T0));
        holdings.create(ru0, "s:2", BigDecimal.ONE, BigDecimal.ONE, T0);

        RunStatistics stats = runStatistics.collect();

        // The same figures, counted in Java from the rows.
        int tradeUsers = 0;
        int newUsers = 0;
        long logins = 0;
        long logouts = 0;
        Map<Long, String> users = new ConcurrentHashMap<>();
        for (Object[] a : rows("SELECT account_id, profile_user_id, login_count, logout_count FROM account")) {
            String user = (String) a[1];
            users.put(((Number) a[0]).longValue(), user);
            if (user.startsWith("uid:")) {
                tradeUsers++;
                logins += ((Number) a[2]).longValue();
                logouts += ((Number) a[3]).longValue();
            } else if (user.startsWith("ru:")) {
                newUsers++;
            }
        }
        int seededHoldings = 0;
        for (Object[] h : rows("SELECT account_id FROM holding")) {
            seededHoldings += users.get(((Number) h[0]).longValue()).startsWith("uid:") ? 1 : 0;
        }
        int buys = 0;
        int sells = 0;
        int cancelled = 0;
        int open = 0;
        List<Object[]> allOrders = rows("SELECT order_type, order_status FROM orders");
        for (Object[] o : allOrders) {
            buys += "buy".equals(o[0]) ? 1 : 0;
            sells += "sell".equals(o[0]) ? 1 : 0;
            cancelled += "cancelled".equals(o[1]) ? 1 : 0;
            open += "open".equals(o[1]) ? 1 : 0;
        }
        int stocks = 0;
        for (Object[] q : rows("SELECT symbol FROM quote")) {
            stocks += ((String) q[0]).startsWith("s:") ? 1 : 0;
        }

        assertThat(stats).isEqualTo(new RunStatistics(tradeUsers, newUsers, logins, logouts, seededHoldings, buys,
                sells, cancelled, open, 0, allOrders.size(), stocks));
        assertThat(stats.tradeUserCount()).isEqualTo(40);
        assertThat(stats.newUserCount()).isEqualTo(2);
        assertThat(stats.sumLoginCount()).isEqualTo(3);
        assertThat(stats.sumLogoutCount()).isEqualTo(1);
        assertThat(stats.sellOrderCount()).isEqualTo(1);
        assertThat(stats.cancelledOrderCount()).isEqualTo(1);
        assertThat(stats.openOrderCount()).isEqualTo(1);
        assertThat(stats.tradeStockCount()).isEqualTo(15);

        tx.executeWithoutResult(status -> runStatistics.deleteAll());

        for (String table : List.of("orders", "holding", "account", "account_profile", "quote", "trade_population")) {
            assertThat(count("SELECT COUNT(*) FROM " + table)).as(table).isZero();
        }
        assertThat(runStatistics.collect()).isEqualTo(new RunStatistics(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    }

    // ---------------------------------------------------------------- exceptions

    @Test
    void aFailingStatementNamesItsOperationAndSqlState() throws SQLException {
        assertThatThrownBy(() -> holdings.create(404L, "s:404", BigDecimal.ONE, BigDecimal.ONE, T0))
                .isExactlyInstanceOf(DataAccessFailure.class)
                .hasCauseInstanceOf(SQLException.class)
                .satisfies(e -> {
                    SQLException cause = (SQLException) e.getCause();
                    assertThat(cause.getSQLState()).isNotBlank();
                    assertThat(e.getMessage()).startsWith("Creating a holding failed (SQL state " + cause.getSQLState()
                            + "): ");
                });
        assertThat(count("SELECT COUNT(*) FROM holding")).isZero();

        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        assertThatThrownBy(() -> orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "0", "10.00", false, T0)))
                .isExactlyInstanceOf(DataAccessFailure.class)
                .hasMessageStartingWith("Placing a buy order failed (SQL state ")
                .hasCauseInstanceOf(SQLException.class);
        assertThat(count("SELECT COUNT(*) FROM orders")).isZero();
    }

    // ---------------------------------------------------------------- concurrency

    @Test
    void concurrentSellsOfOneHoldingCommitExactlyOne() throws Exception {
        quotes.create(quote("s:1", "33.33"));
        long alice = account("uid:0", "10000.00");
        BigDecimal quantity = new BigDecimal("10.5");
        BigDecimal price = new BigDecimal("33.33");
        long holding = buy(alice, "s:1", quantity, price);
        BigDecimal sellPrice = new BigDecimal("35.02");

        Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
        List<Long> sold = Collections.synchronizedList(new ArrayList<>());
        race(THREADS, k -> {
            try {
                long orderId = tx.execute(status -> {
                    // As the business layer sells: money, the sell order, the holding, the order's status, the quote.
                    accounts.addToBalance(alice, value(quantity, sellPrice).subtract(FEE));
                    Order sell = orders.create(newOrder(alice, "s:1", holding, OrderType.SELL, quantity.toPlainString(),
                            sellPrice.toPlainString(), false, Instant.now()));
                    if (!holdings.remove(holding, alice)) {
                        throw new HoldingGone();
                    }
                    assertThat(orders.close(sell.orderId(), holding, Instant.now())).isTrue();
                    quotes.lock("s:1").orElseThrow();
                    quotes.move("s:1", sellPrice, quantity);
                    return sell.orderId();
                });
                sold.add(orderId);
                outcome(outcomes, "committed");
            } catch (DuplicateKey e) {
                outcome(outcomes, "duplicate key");
            } catch (TransientFailure e) {
                outcome(outcomes, "transient failure");
            } catch (HoldingGone e) {
                outcome(outcomes, "holding gone");
            }
        });

        System.out.println(vendor.id() + " outcomes: " + outcomes);
        assertThat(outcomes.get("committed")).as(outcomes.toString()).hasValue(1);
        assertThat(outcomes.values().stream().mapToInt(AtomicInteger::get).sum()).isEqualTo(THREADS);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell'")).isEqualTo(1);
        assertThat(count("SELECT order_id FROM orders WHERE order_type = 'sell' AND order_status = 'closed'"))
                .isEqualTo(sold.get(0));
        assertThat(count("SELECT COUNT(*) FROM holding")).isZero();
        // 10000 - (349.97 + 24.95) + (367.71 - 24.95)
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", alice)).isEqualByComparingTo("9967.84");
        assertThat(decimal("SELECT volume FROM quote WHERE symbol = 's:1'")).isEqualByComparingTo("21");
        assertEveryInvariantHolds();
    }

    @Test
    void concurrentBalanceAndCounterChangesAreNeverLost() throws Exception {
        quotes.create(quote("s:1", "10.01"));
        long alice = account("uid:0", "100000.00");
        int threads = 16;
        int buysEach = 20;
        BigDecimal quantity = new BigDecimal("1.5");
        BigDecimal price = new BigDecimal("10.01");

        race(threads, k -> {
            for (int b = 0; b < buysEach; b++) {
                // Each buy debits the account with addToBalance; a few also credit and debit a cent back.
                retrying(() -> {
                    buy(alice, "s:1", quantity, price);
                    if (k % 2 == 0) {
                        accounts.addToBalance(alice, new BigDecimal("0.01"));
                        accounts.addToBalance(alice, new BigDecimal("-0.01"));
                    }
                    return null;
                });
                // Logins and logouts of the same account, each in a statement of its own.
                assertThat(accounts.recordLogin("uid:0", Instant.now())).isTrue();
                if (b % 2 == 1) {
                    assertThat(accounts.recordLogout("uid:0")).isTrue();
                }
            }
        });

        int buys = threads * buysEach;
        assertThat(count("SELECT login_count FROM account WHERE account_id = ?", alice)).isEqualTo(buys);
        assertThat(count("SELECT logout_count FROM account WHERE account_id = ?", alice)).isEqualTo(buys / 2);
        try (Connection c = dataSource.getConnection()) {
            InvariantResult counters = Databases.of(vendor).invariantCheck().counters(c, buys, buys / 2);
            assertThat(counters.holds()).as(counters.summary()).isTrue();
        }
        // 1.5 x 10.01 = 15.015 -> 15.02 (half-up), + 24.95 fee = 39.97 a buy
        BigDecimal expected = new BigDecimal("100000.00").subtract(new BigDecimal("39.97").multiply(BigDecimal.valueOf(buys)));
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", alice)).isEqualByComparingTo(expected);
        assertThat(accounts.account(alice).orElseThrow().balance()).isEqualByComparingTo(expected);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'buy' AND order_status = 'closed'"))
                .isEqualTo(buys);
        assertThat(count("SELECT COUNT(*) FROM holding WHERE account_id = ?", alice)).isEqualTo(buys);
        assertThat(decimal("SELECT volume FROM quote WHERE symbol = 's:1'"))
                .isEqualByComparingTo(quantity.multiply(BigDecimal.valueOf(buys)));
        assertEveryInvariantHolds();
    }

    @Test
    void concurrentRegistrationsOfOneUserWriteOneProfileAndOneAccount() throws Exception {
        Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
        race(THREADS, k -> {
            try {
                tx.executeWithoutResult(status -> accounts.register(profile("ru:" + (k % 4)),
                        new BigDecimal(1000 + k), T0));
                outcome(outcomes, "committed");
            } catch (DuplicateKey e) {
                outcome(outcomes, "duplicate key");
            } catch (TransientFailure e) {
                outcome(outcomes, "transient failure");
            }
        });

        System.out.println(vendor.id() + " outcomes: " + outcomes);
        assertThat(outcomes.get("committed")).as(outcomes.toString()).hasValue(4);
        assertThat(count("SELECT COUNT(*) FROM account_profile")).isEqualTo(4);
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(4);
        assertThat(count("SELECT COUNT(*) FROM account_profile p WHERE NOT EXISTS"
                + " (SELECT 1 FROM account a WHERE a.profile_user_id = p.user_id)")).isZero();
        assertThat(count("SELECT COUNT(DISTINCT account_id) FROM account")).isEqualTo(4);
        assertEveryInvariantHolds();
    }

    @Test
    void concurrentPartialSellsNeverTakeMoreThanTheHolding() throws Exception {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0", "10000.00");
        long holding = buy(alice, "s:1", new BigDecimal("100"), new BigDecimal("10.00"));
        BigDecimal piece = new BigDecimal("7");
        BigDecimal credit = value(piece, new BigDecimal("10.00")).subtract(FEE);

        AtomicInteger refused = new AtomicInteger();
        AtomicInteger taken = new AtomicInteger();
        race(THREADS, k -> {
            try {
                retrying(() -> {
                    accounts.addToBalance(alice, credit);
                    Order sell = orders.create(newOrder(alice, "s:1", holding, OrderType.SELL, "7", "10.00", true,
                            Instant.now()));
                    if (!holdings.reduce(holding, alice, piece)) {
                        throw new HoldingGone();
                    }
                    assertThat(orders.close(sell.orderId(), holding, Instant.now())).isTrue();
                    quotes.lock("s:1").orElseThrow();
                    quotes.move("s:1", new BigDecimal("10.00"), piece);
                    return null;
                });
                taken.incrementAndGet();
            } catch (HoldingGone e) {
                refused.incrementAndGet();
            }
        });

        // 14 x 7 = 98 leaves 2, fewer than the next 7: every other attempt is refused and rolled back.
        assertThat(taken).hasValue(14);
        assertThat(refused).hasValue(THREADS - 14);
        assertThat(decimal("SELECT quantity FROM holding WHERE holding_id = ?", holding)).isEqualByComparingTo("2");
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell' AND partial_sell")).isEqualTo(14);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell' AND order_status <> 'closed'")).isZero();
        // 10000 - (1000 + 24.95) + 14 x (70 - 24.95)
        assertThat(decimal("SELECT balance FROM account WHERE account_id = ?", alice)).isEqualByComparingTo("9605.75");
        assertEveryInvariantHolds();
    }

    @Test
    void concurrentSellOrdersOfOneHoldingAdmitOnlyOne() throws Exception {
        // The async flow writes the open sell first and moves the money later: only the index guards it.
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0", "10000.00");
        long holding = buy(alice, "s:1", BigDecimal.TEN, new BigDecimal("10.00"));

        Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
        List<Long> placed = Collections.synchronizedList(new ArrayList<>());
        race(THREADS, k -> {
            try {
                placed.add(tx.execute(status -> {
                    long id = orders.create(newOrder(alice, "s:1", holding, OrderType.SELL, "10", "10.00", false,
                            Instant.now())).orderId();
                    pause(20);
                    return id;
                }));
                outcome(outcomes, "committed");
            } catch (DuplicateKey e) {
                outcome(outcomes, "duplicate key");
            } catch (TransientFailure e) {
                outcome(outcomes, "transient failure");
            }
        });

        System.out.println(vendor.id() + " outcomes: " + outcomes);
        assertThat(outcomes.get("committed")).as(outcomes.toString()).hasValue(1);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell'")).isEqualTo(1);
        assertThat(orders.openOrderIds()).containsExactly(placed.get(0));

        // Processing it (the worker) settles everything; then the invariants hold.
        tx.executeWithoutResult(status -> {
            Order sell = orders.lock(placed.get(0)).orElseThrow();
            accounts.addToBalance(alice, value(sell.quantity(), sell.price()).subtract(FEE));
            assertThat(holdings.remove(holding, alice)).isTrue();
            assertThat(orders.close(sell.orderId(), holding, Instant.now())).isTrue();
            quotes.lock("s:1").orElseThrow();
            quotes.move("s:1", sell.price(), sell.quantity());
        });
        assertEveryInvariantHolds();
    }

    @Test
    void manyAccountsTradingOneSymbolQueueWithoutDeadlocks() throws Exception {
        // Every trade locks its account first and its quote last, so trades of one symbol queue on the
        // quote row; a deadlock means a lock taken earlier in the trade (a foreign-key check's shared
        // lock on the quote, say) conflicts with that last one.
        quotes.create(quote("s:1", "20.00"));
        quotes.create(quote("s:2", "5.00"));
        int traders = 16;
        int rounds = 6;
        List<Long> ids = new ArrayList<>();
        for (int k = 0; k < traders; k++) {
            ids.add(account("uid:" + k, "5000.00"));
        }
        race(traders, k -> {
            long account = ids.get(k);
            for (int r = 0; r < rounds; r++) {
                String symbol = r % 3 == 2 ? "s:2" : "s:1";
                // No retry: a deadlock or lock timeout fails the test with the database's message.
                long holding = buy(account, symbol, new BigDecimal("2.5"), quotes.find(symbol).orElseThrow().price());
                if (r % 2 == 1) {
                    tx.execute(status -> sell(account, holding));
                }
            }
        });

        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'buy'")).isEqualTo((long) traders * rounds);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell'")).isEqualTo((long) traders * rounds / 2);
        assertThat(count("SELECT COUNT(*) FROM holding")).isEqualTo((long) traders * rounds / 2);
        assertEveryInvariantHolds();
    }

    @Test
    void concurrentAlertReadsShowEachClosedOrderOnce() throws Exception {
        quotes.create(quote("s:1", "10.00"));
        long alice = account("uid:0");
        List<Long> closed = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            long id = orders.create(newOrder(alice, "s:1", null, OrderType.BUY, "1", "10.00", false, T0)).orderId();
            assertThat(orders.close(id, (long) k, T0)).isTrue();
            closed.add(id);
        }

        List<Long> shown = Collections.synchronizedList(new ArrayList<>());
        race(8, k -> {
            for (int r = 0; r < 3; r++) {
                List<Order> taken = retrying(() -> orders.takeClosed(alice));
                taken.forEach(o -> assertThat(o.status()).isEqualTo(OrderStatus.CLOSED));
                taken.forEach(o -> shown.add(o.orderId()));
            }
        });

        assertThat(shown).containsExactlyInAnyOrderElementsOf(closed);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_status = 'completed'")).isEqualTo(40);
    }

    // ---------------------------------------------------------------- helpers

    /** Thrown inside a transaction to roll it back when the holding was not there to take. */
    private static final class HoldingGone extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    /**
     * The invariant check while traders commit: it must read one snapshot of the whole database, or it sees
     * an order without its holding, or a quote's volume without the orders that moved it (H2's repeatable
     * read snapshots each table at its first read). Half the traders buy as the sync flow does (one
     * transaction), half as the async flow does (the order committed open, processed in a second
     * transaction), and all sell what they bought. Each round lets every trader trade once while a check
     * runs (so the tables stay small and the checks quick), until enough checks have overlapped commits,
     * however long that takes.
     */
    @Test
    void aCheckWhileOrdersAreProcessedReadsOneSnapshot() throws Exception {
        int traders = 6;
        int checksOverlappingCommits = 40;
        for (int q = 0; q < 3; q++) {
            quotes.create(quote("s:" + q, "10.00"));
        }
        long[] traderAccounts = new long[traders];
        for (int k = 0; k < traders; k++) {
            traderAccounts[k] = account("uid:" + k, "1000000.00");
        }
        Semaphore trades = new Semaphore(0);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong commits = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(traders);
        List<String> violations = new ArrayList<>();
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int k = 0; k < traders; k++) {
                long account = traderAccounts[k];
                String symbol = "s:" + (k % 3);
                boolean async = k % 2 == 1;
                running.add(pool.submit(() -> {
                    BigDecimal quantity = new BigDecimal("2");
                    BigDecimal price = new BigDecimal("10.00");
                    while (!stop.get()) {
                        if (!trades.tryAcquire(10, TimeUnit.MILLISECONDS)) {
                            continue;
                        }
                        long holding;
                        if (async) {
                            long open = retrying(() -> orders.create(newOrder(account, symbol, null, OrderType.BUY,
                                    "2", "10.00", false, Instant.now())).orderId());
                            commits.incrementAndGet();
                            holding = retrying(() -> processOpenBuy(open, account, symbol, quantity, price));
                        } else {
                            holding = retrying(() -> buy(account, symbol, quantity, price));
                        }
                        commits.incrementAndGet();
                        retrying(() -> sell(account, holding));
                        commits.incrementAndGet();
                    }
                    return null;
                }));
            }
            InvariantCheck check = Databases.of(vendor).invariantCheck();
            try (Connection c = dataSource.getConnection()) {
                for (int overlapping = 0; overlapping < checksOverlappingCommits; ) {
                    trades.release(traders);
                    long before = commits.get();
                    for (InvariantResult r : check.checkDuringLoad(c)) {
                        if (!r.holds()) {
                            violations.add(r.summary());
                        }
                    }
                    if (commits.get() > before) {
                        overlapping++;
                    }
                    for (Future<?> f : running) {
                        if (f.isDone()) {
                            f.get();
                            fail("a trader stopped");
                        }
                    }
                }
            }
            stop.set(true);
            for (Future<?> f : running) {
                f.get(120, TimeUnit.SECONDS);
            }
        } finally {
            stop.set(true);
            pool.shutdownNow();
        }
        assertThat(violations).as("violations seen by checks during trading").isEmpty();
        assertEveryInvariantHolds();
    }

    /** The async worker's step: the open buy locked, the debit, the holding, the order closed, the volume. */
    private long processOpenBuy(long orderId, long account, String symbol, BigDecimal quantity, BigDecimal price) {
        assertThat(orders.lock(orderId).orElseThrow().status()).isEqualTo(OrderStatus.OPEN);
        accounts.addToBalance(account, value(quantity, price).add(FEE).negate());
        Holding h = holdings.create(account, symbol, quantity, price, Instant.now());
        assertThat(orders.close(orderId, h.holdingId(), Instant.now())).isTrue();
        quotes.lock(symbol).orElseThrow();
        quotes.move(symbol, price, quantity);
        return h.holdingId();
    }

    @FunctionalInterface
    private interface Attempt {
        void run(int thread) throws Exception;
    }

    /** Runs {@code threads} attempts at once (released together) and waits for all; any other failure fails the test. */
    private static void race(int threads, Attempt attempt) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch ready = new CountDownLatch(threads);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> running = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                int thread = k;
                running.add(pool.submit(() -> {
                    ready.countDown();
                    start.await();
                    attempt.run(thread);
                    return null;
                }));
            }
            ready.await(5, TimeUnit.MINUTES);
            start.countDown();
            for (Future<?> f : running) {
                f.get(10, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A processed sell of a whole holding, as the business layer processes it. */
    private Long sell(long account, long holdingId) {
        Holding h = holdings.find(holdingId).orElseThrow();
        BigDecimal price = quotes.find(h.symbol()).orElseThrow().price();
        accounts.addToBalance(account, value(h.quantity(), price).subtract(FEE));
        Order sell = orders.create(newOrder(account, h.symbol(), holdingId, OrderType.SELL,
                h.quantity().toPlainString(), price.toPlainString(), false, Instant.now()));
        assertThat(holdings.remove(holdingId, account)).isTrue();
        assertThat(orders.close(sell.orderId(), holdingId, Instant.now())).isTrue();
        Quote q = quotes.lock(h.symbol()).orElseThrow();
        quotes.move(h.symbol(), q.price().add(new BigDecimal("0.01")), h.quantity());
        return sell.orderId();
    }

    private static void outcome(Map<String, AtomicInteger> outcomes, String what) {
        outcomes.computeIfAbsent(what, w -> new AtomicInteger()).incrementAndGet();
    }

    /** One transaction, run again when the database gave it up under contention (as the business layer does). */
    private <T> T retrying(Supplier<T> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return tx.execute(status -> work.get());
            } catch (TransientFailure e) {
                if (attempt == 20) {
                    throw e;
                }
            }
        }
    }

    /**
     * A processed buy, as the business layer processes it: the debit, the order, the holding, the
     * order closed naming the holding, the quote's volume. @return the holding
     */
    private long buy(long account, String symbol, BigDecimal quantity, BigDecimal price) {
        return tx.execute(status -> {
            accounts.addToBalance(account, value(quantity, price).add(FEE).negate());
            Order order = orders.create(newOrder(account, symbol, null, OrderType.BUY, quantity.toPlainString(),
                    price.toPlainString(), false, Instant.now()));
            Holding h = holdings.create(account, symbol, quantity, price, Instant.now());
            assertThat(orders.close(order.orderId(), h.holdingId(), Instant.now())).isTrue();
            quotes.lock(symbol).orElseThrow();
            quotes.move(symbol, price, quantity);
            return h.holdingId();
        });
    }

    private static BigDecimal value(BigDecimal quantity, BigDecimal price) {
        return quantity.multiply(price).setScale(2, RoundingMode.HALF_UP);
    }

    private void assertEveryInvariantHolds() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            List<InvariantResult> results = Databases.of(vendor).invariantCheck().checkAll(c);
            assertThat(results).isNotEmpty().allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        }
    }

    private long account(String user) {
        return account(user, "1000.00");
    }

    private long account(String user, String openBalance) {
        return tx.execute(status -> accounts.register(profile(user), new BigDecimal(openBalance), T0).accountId());
    }

    private static AccountProfile profile(String user) {
        return new AccountProfile(user, HASH, "first:1 last:1", "1 Oak St.", user + "@example.com", "1-2-3-4");
    }

    private static Quote quote(String symbol, String price) {
        return quote(symbol, "S Incorporated", price, price, price, price, "0", "0");
    }

    private static Quote quote(String symbol, String company, String price, String open, String low, String high,
            String change, String volume) {
        return new Quote(symbol, company, new BigDecimal(price), new BigDecimal(open), new BigDecimal(low),
                new BigDecimal(high), new BigDecimal(change), new BigDecimal(volume));
    }

    private static NewOrder newOrder(long account, String symbol, Long holding, OrderType type, String quantity,
            String price, boolean partial, Instant at) {
        return new NewOrder(account, symbol, holding, type, new BigDecimal(quantity), new BigDecimal(price), FEE,
                at.truncatedTo(ChronoUnit.MICROS), partial);
    }

    /** Records equal field by field, decimals by value (the database gives them its own scale). */
    private static void assertSame(Object actual, Object expected) {
        assertThat(actual).usingRecursiveComparison()
                .withComparatorForType(BigDecimal::compareTo, BigDecimal.class)
                .isEqualTo(expected);
    }

    // Reading rows without the stores.

    private long count(String sql, Object... args) throws SQLException {
        Object value = value(sql, args);
        if (value == null) {
            fail("no value for " + sql);
        }
        return ((Number) value).longValue();
    }

    private BigDecimal decimal(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(sql, args); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as(sql).isTrue();
            return rs.getBigDecimal(1);
        }
    }

    private String text(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(sql, args); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as(sql).isTrue();
            return rs.getString(1);
        }
    }

    /** MariaDB keeps UTC in DATETIME(6); H2 and PostgreSQL keep an instant with a zone. */
    private Instant instant(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(sql, args); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as(sql).isTrue();
            if (vendor == Vendor.MARIADB) {
                LocalDateTime local = rs.getObject(1, LocalDateTime.class);
                return local == null ? null : local.toInstant(ZoneOffset.UTC);
            }
            OffsetDateTime offset = rs.getObject(1, OffsetDateTime.class);
            return offset == null ? null : offset.toInstant();
        }
    }

    private Object value(String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(sql, args); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).as(sql).isTrue();
            return rs.getObject(1);
        }
    }

    private List<Object[]> rows(String sql) throws SQLException {
        List<Object[]> rows = new ArrayList<>();
        try (PreparedStatement ps = prepare(sql); ResultSet rs = ps.executeQuery()) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                Object[] row = new Object[columns];
                for (int i = 0; i < columns; i++) {
                    row[i] = rs.getObject(i + 1);
                }
                rows.add(row);
            }
        }
        return rows;
    }

    private PreparedStatement prepare(String sql, Object... args) throws SQLException {
        PreparedStatement ps = inspector.prepareStatement(sql);
        for (int k = 0; k < args.length; k++) {
            ps.setObject(k + 1, args[k]);
        }
        return ps;
    }
}
