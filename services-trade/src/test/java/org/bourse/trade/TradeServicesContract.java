package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException.DuplicateUser;
import org.bourse.trade.TradeException.HoldingNotFound;
import org.bourse.trade.TradeException.InvalidInput;
import org.bourse.trade.TradeException.LoginFailed;
import org.bourse.trade.TradeException.UnknownSymbol;
import org.bourse.trade.TradeException.UnknownUser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The Trade services' rules, checked through {@link TradeServices} and the rows they leave, on every
 * database and in every access and processing mode: one subclass per combination. Each test starts
 * from the seeded population (200 users, 100 quotes, seed 7) and ends with invariants I1–I8 holding.
 * It lives next to the services, which it runs in process on H2, PostgreSQL and MariaDB with sync, async
 * and broker order processing; app runs it once more over SOAP (its {@code WebServicesH2TradeServicesTest},
 * through this module's test jar).
 */
abstract class TradeServicesContract {

    static final BigDecimal FEE = new BigDecimal("24.95");

    @Autowired
    DataSource dataSource;

    @Autowired
    Vendor vendor;

    /** The services under test (in process, or over SOAP). */
    abstract TradeServices services();

    /** In-process services on the same database, for setting up and resetting. */
    @Autowired
    TradeServices local;

    JdbcTemplate db;

    @BeforeEach
    void startFromTheSeededPopulation() {
        db = new JdbcTemplate(dataSource);
        local.resetTrade(false);
    }

    @AfterEach
    void invariantsHold() throws Exception {
        awaitQuiescence();
        assertInvariants();
    }

    /** Async flows: waits until no order is open. Sync: nothing is ever left open. */
    void awaitQuiescence() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (count("SELECT COUNT(*) FROM orders WHERE order_status = 'open'") > 0) {
            assertThat(System.nanoTime()).as("orders still open after 5 minutes").isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    void assertInvariants() throws Exception {
        try (Connection c = dataSource.getConnection()) {
            List<InvariantResult> results = Databases.of(vendor).invariantCheck().checkAll(c);
            assertThat(results).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        }
    }

    /** The order as the database holds it once processing has happened (sync: at once; async: shortly). */
    Order processed(Order placed) throws InterruptedException {
        awaitQuiescence();
        return services().orders(userOf(placed)).stream().filter(o -> o.orderId() == placed.orderId()).findFirst()
                .orElseThrow();
    }

    // Accounts

    @Test
    void loginChecksThePasswordAndCountsTheLogin() {
        int before = count("SELECT login_count FROM account WHERE profile_user_id = 'uid:0'");
        Account account = services().login("uid:0", "xxx");
        assertThat(account.userId()).isEqualTo("uid:0");
        assertThat(account.loginCount()).isEqualTo(before + 1);
        assertThat(account.lastLogin()).isNotNull();
        assertThat(count("SELECT login_count FROM account WHERE profile_user_id = 'uid:0'")).isEqualTo(before + 1);

        assertThatThrownBy(() -> services().login("uid:0", "Tr0ub4dor")).isInstanceOf(LoginFailed.class)
                .hasMessageNotContaining("Tr0ub4dor");
        assertThatThrownBy(() -> services().login("nobody", "xxx")).isInstanceOf(LoginFailed.class);
        assertThat(count("SELECT login_count FROM account WHERE profile_user_id = 'uid:0'")).isEqualTo(before + 1);
    }

    @Test
    void logoutIsCounted() {
        services().login("uid:1", "xxx");
        services().logout("uid:1");
        assertThat(count("SELECT logout_count FROM account WHERE profile_user_id = 'uid:1'")).isEqualTo(1);
        assertThatThrownBy(() -> services().logout("nobody")).isInstanceOf(UnknownUser.class);
    }

    @Test
    void registerWritesProfileAndAccountWithAHashedPassword() {
        Account a = services().register(new Registration("ru:1", "secret", "Ann Lee", "1 Oak St.", "ann@x.com",
                "1-2-3-4", new BigDecimal("1000000")));
        assertThat(a.balance()).isEqualByComparingTo("1000000");
        assertThat(a.openBalance()).isEqualByComparingTo("1000000");
        String hash = db.queryForObject("SELECT password_hash FROM account_profile WHERE user_id = 'ru:1'", String.class);
        assertThat(hash).doesNotContain("secret").startsWith("{");
        assertThat(services().login("ru:1", "secret").accountId()).isEqualTo(a.accountId());
        assertThat(services().profile("ru:1")).isEqualTo(new Profile("ru:1", "Ann Lee", "1 Oak St.", "ann@x.com", "1-2-3-4"));
    }

    @Test
    void aDuplicateUserIsRefusedAndNothingIsHalfWritten() {
        int accounts = count("SELECT COUNT(*) FROM account");
        assertThatThrownBy(() -> services().register(new Registration("uid:3", "p", "x", "x", "x", "x", BigDecimal.TEN)))
                .isInstanceOf(DuplicateUser.class).hasMessageContaining("uid:3");
        assertThat(count("SELECT COUNT(*) FROM account")).isEqualTo(accounts);
    }

    @Test
    void registrationFieldsAreChecked() {
        assertThatThrownBy(() -> services().register(new Registration(" ", "p", "x", "x", "x", "x", BigDecimal.TEN)))
                .isInstanceOf(InvalidInput.class).hasMessageContaining("userID");
        assertThatThrownBy(() -> services().register(new Registration("ru:2", "p", "x".repeat(251), "x", "x", "x",
                BigDecimal.TEN))).isInstanceOf(InvalidInput.class).hasMessageContaining("fullName");
        assertThatThrownBy(() -> services().register(new Registration("ru:2", "p", "x", "x", "x", "x",
                new BigDecimal("-1")))).isInstanceOf(InvalidInput.class).hasMessageContaining("openBalance");
        assertThat(count("SELECT COUNT(*) FROM account WHERE profile_user_id = 'ru:2'")).isZero();
    }

    @Test
    void profileUpdateChangesEveryFieldAndThePassword() {
        services().updateProfile(new ProfileUpdate("uid:4", "newpass", "N", "A", "E", "C"));
        assertThat(services().profile("uid:4")).isEqualTo(new Profile("uid:4", "N", "A", "E", "C"));
        assertThat(services().login("uid:4", "newpass").userId()).isEqualTo("uid:4");
        assertThatThrownBy(() -> services().login("uid:4", "xxx")).isInstanceOf(LoginFailed.class);
        services().updateProfile(new ProfileUpdate("uid:4", "", "N2", "A", "E", "C"));
        assertThat(services().login("uid:4", "newpass").userId()).isEqualTo("uid:4");
    }

    // Quotes and market

    @Test
    void quotesAreSplitOnSpacesCommasAndSemicolonsAndUnknownOnesSkipped() {
        List<Quote> quotes = services().quotes("s:1, s:2;s:3  bogus,s:1x");
        assertThat(quotes).extracting(Quote::symbol).containsExactly("s:1", "s:2", "s:3");
        assertThat(services().quote("s:5").companyName()).isEqualTo("S5 Incorporated");
        assertThatThrownBy(() -> services().quote("nope")).isInstanceOf(UnknownSymbol.class);
        assertThat(services().allQuotes()).hasSize(100);
    }

    @Test
    void marketSummaryAveragesAllQuotesAndRanksGainersAndLosers() {
        MarketSummary s = services().marketSummary();
        BigDecimal tsia = db.queryForObject("SELECT AVG(price) FROM quote", BigDecimal.class).setScale(2, RoundingMode.HALF_UP);
        assertThat(s.tsia()).isEqualByComparingTo(tsia);
        assertThat(s.topGainers()).hasSize(5);
        assertThat(s.topLosers()).hasSize(5);
        assertThat(s.topGainers()).extracting(Quote::change).isSortedAccordingTo(Collections.reverseOrder());
        assertThat(s.topLosers()).extracting(Quote::change).isSorted();
        BigDecimal expectedGain = s.openTsia().signum() == 0 ? BigDecimal.ZERO
                : s.tsia().divide(s.openTsia(), 10, RoundingMode.HALF_UP).subtract(BigDecimal.ONE)
                        .multiply(BigDecimal.valueOf(100)).setScale(2, RoundingMode.HALF_UP);
        assertThat(s.gainPercent()).isEqualByComparingTo(expectedGain);
    }

    // Buying and selling

    @Test
    void aBuyDebitsCostAndFeeCreatesTheHoldingAndMovesTheQuote() throws Exception {
        Quote before = services().quote("s:7");
        BigDecimal balance = services().account("uid:5").balance();

        Order order = processed(services().buy("uid:5", "s:7", new BigDecimal("100")));

        assertThat(order.type()).isEqualTo(OrderType.BUY);
        assertThat(order.status()).isIn(OrderStatus.CLOSED, OrderStatus.COMPLETED);
        assertThat(order.price()).isEqualByComparingTo(before.price());
        assertThat(order.fee()).isEqualByComparingTo(FEE);
        BigDecimal cost = before.price().multiply(new BigDecimal("100")).setScale(2, RoundingMode.HALF_UP).add(FEE);
        assertThat(services().account("uid:5").balance()).isEqualByComparingTo(balance.subtract(cost));

        Holding h = services().holding(holdingOf(order));
        assertThat(h.symbol()).isEqualTo("s:7");
        assertThat(h.quantity()).isEqualByComparingTo("100");
        assertThat(h.purchasePrice()).isEqualByComparingTo(before.price());

        Quote after = services().quote("s:7");
        assertThat(after.volume()).isEqualByComparingTo(before.volume().add(new BigDecimal("100")));
        BigDecimal lowest = before.price().multiply(new BigDecimal("0.90")).setScale(2, RoundingMode.HALF_UP);
        BigDecimal highest = before.price().multiply(new BigDecimal("1.10")).setScale(2, RoundingMode.HALF_UP);
        assertThat(after.price()).isBetween(lowest, highest);
        assertThat(after.change()).isEqualByComparingTo(after.price().subtract(after.open()));
        assertThat(after.low()).isEqualByComparingTo(before.low().min(after.price()));
        assertThat(after.high()).isEqualByComparingTo(before.high().max(after.price()));
    }

    @Test
    void badBuysAreRefusedAndChangeNothing() {
        int orders = count("SELECT COUNT(*) FROM orders");
        assertThatThrownBy(() -> services().buy("uid:5", "s:7", BigDecimal.ZERO)).isInstanceOf(InvalidInput.class);
        assertThatThrownBy(() -> services().buy("uid:5", "s:7", new BigDecimal("-3"))).isInstanceOf(InvalidInput.class);
        assertThatThrownBy(() -> services().buy("uid:5", "nope", BigDecimal.TEN)).isInstanceOf(UnknownSymbol.class);
        assertThatThrownBy(() -> services().buy("nobody", "s:7", BigDecimal.TEN)).isInstanceOf(UnknownUser.class);
        assertThatThrownBy(() -> services().buy("uid:5", "s:7", new BigDecimal("1000000000")))
                .isInstanceOf(InvalidInput.class).hasMessageContaining("bourse.trade.max-order-quantity");
        assertThatThrownBy(() -> services().buy("uid:5", "s:7", new BigDecimal("1E-999999999")))
                .isInstanceOf(InvalidInput.class);
        assertThatThrownBy(() -> services().buy("uid:5", "s:7", new BigDecimal("1E+999999999")))
                .isInstanceOf(InvalidInput.class);
        assertThat(count("SELECT COUNT(*) FROM orders")).isEqualTo(orders);
    }

    @Test
    void quantitiesAndAmountsWithMoreDecimalsThanTheSchemaKeepsAreRefusedNotRounded() {
        Holding h = boughtHolding("uid:13", "s:13", new BigDecimal("100"));
        int orders = count("SELECT COUNT(*) FROM orders");
        assertThatThrownBy(() -> services().buy("uid:13", "s:13", new BigDecimal("1.00005")))
                .isInstanceOf(InvalidInput.class).hasMessageContaining("has more than 4 decimal places");
        assertThatThrownBy(() -> services().sellEnhanced("uid:13", h.holdingId(), new BigDecimal("0.00001")))
                .isInstanceOf(InvalidInput.class).hasMessageContaining("has more than 4 decimal places");
        assertThatThrownBy(() -> services().register(new Registration("ru:3", "p", "x", "x", "x", "x",
                new BigDecimal("10.005")))).isInstanceOf(InvalidInput.class).hasMessageContaining("has more than 2");
        assertThat(count("SELECT COUNT(*) FROM orders")).isEqualTo(orders);
        assertThat(count("SELECT COUNT(*) FROM account WHERE profile_user_id = 'ru:3'")).isZero();
        assertThat(services().holding(h.holdingId()).quantity()).isEqualByComparingTo("100");
        Order exact = services().buy("uid:13", "s:13", new BigDecimal("1.000500"));
        assertThat(exact.quantity()).isEqualByComparingTo("1.0005");
    }

    /** Issue 11: over SOAP, holdingID 2^32 + 40 sold holding 40. No access mode may reach the holding so. */
    @Test
    void anIdTwoToTheThirtyTwoAboveAHoldingSellsNothing() {
        Holding h = boughtHolding("uid:12", "s:12");
        long wrapped = (1L << 32) + h.holdingId();
        assertThatThrownBy(() -> services().sell("uid:12", wrapped)).isInstanceOf(HoldingNotFound.class);
        assertThatThrownBy(() -> services().sellEnhanced("uid:12", wrapped, BigDecimal.ONE))
                .isInstanceOf(HoldingNotFound.class);
        assertThatThrownBy(() -> services().holding(wrapped)).isInstanceOf(HoldingNotFound.class);
        assertThat(services().holding(h.holdingId()).quantity()).isEqualByComparingTo(h.quantity());
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell' AND holding_id = " + h.holdingId()))
                .isZero();
    }

    @Test
    void aSellCreditsValueLessFeeAndRemovesTheHolding() throws Exception {
        Holding h = services().holdings("uid:6").stream().findFirst()
                .orElseGet(() -> boughtHolding("uid:6", "s:8"));
        BigDecimal price = services().quote(h.symbol()).price();
        BigDecimal balance = services().account("uid:6").balance();

        Order sell = processed(services().sell("uid:6", h.holdingId()));

        assertThat(sell.type()).isEqualTo(OrderType.SELL);
        assertThat(sell.quantity()).isEqualByComparingTo(h.quantity());
        BigDecimal credit = h.quantity().multiply(price).setScale(2, RoundingMode.HALF_UP).subtract(FEE);
        assertThat(services().account("uid:6").balance()).isEqualByComparingTo(balance.add(credit));
        assertThat(services().holdings("uid:6")).extracting(Holding::holdingId).doesNotContain(h.holdingId());
        assertThatThrownBy(() -> services().sell("uid:6", h.holdingId())).isInstanceOf(HoldingNotFound.class);
    }

    @Test
    void nobodySellsAnotherUsersHolding() {
        Holding theirs = boughtHolding("uid:9", "s:9");
        BigDecimal balance = services().account("uid:10").balance();
        assertThatThrownBy(() -> services().sell("uid:10", theirs.holdingId())).isInstanceOf(HoldingNotFound.class);
        assertThatThrownBy(() -> services().sellEnhanced("uid:10", theirs.holdingId(), BigDecimal.ONE))
                .isInstanceOf(HoldingNotFound.class);
        assertThat(services().account("uid:10").balance()).isEqualByComparingTo(balance);
        assertThat(services().holding(theirs.holdingId()).quantity()).isEqualByComparingTo(theirs.quantity());
    }

    @Test
    void sellEnhancedSellsPartOfAHoldingOrAllOfIt() throws Exception {
        Holding h = boughtHolding("uid:11", "s:11", new BigDecimal("100"));
        processed(services().sellEnhanced("uid:11", h.holdingId(), new BigDecimal("30")));
        assertThat(services().holding(h.holdingId()).quantity()).isEqualByComparingTo("70");
        processed(services().sellEnhanced("uid:11", h.holdingId(), new BigDecimal("20")));
        assertThat(services().holding(h.holdingId()).quantity()).isEqualByComparingTo("50");
        Order rest = processed(services().sellEnhanced("uid:11", h.holdingId(), new BigDecimal("500")));
        assertThat(rest.quantity()).isEqualByComparingTo("50");
        assertThatThrownBy(() -> services().holding(h.holdingId())).isInstanceOf(HoldingNotFound.class);
    }

    @Test
    void closedOrdersAreReportedOnceThenCompleted() throws Exception {
        Order buy = processed(services().buy("uid:12", "s:12", BigDecimal.TEN));
        assertThat(services().closedOrders("uid:12")).extracting(Order::orderId).contains(buy.orderId());
        assertThat(services().closedOrders("uid:12")).isEmpty();
        assertThat(db.queryForObject("SELECT order_status FROM orders WHERE order_id = ?", String.class, buy.orderId()))
                .isEqualTo("completed");
    }

    @Test
    void closedOrdersOfAnUnknownUserAreRefusedAndTakeNothing() throws Exception {
        Order buy = processed(services().buy("uid:14", "s:14", BigDecimal.TEN));
        int completed = count("SELECT COUNT(*) FROM orders WHERE order_status = 'completed'");
        assertThatThrownBy(() -> services().closedOrders("nobody")).isInstanceOf(UnknownUser.class)
                .hasMessageContaining("'nobody'");
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_status = 'completed'")).isEqualTo(completed);
        assertThat(services().closedOrders("uid:14")).extracting(Order::orderId).containsExactly(buy.orderId());
    }

    @Test
    void ordersAreListedNewestFirst() throws Exception {
        Order first = processed(services().buy("uid:13", "s:13", BigDecimal.ONE));
        Order second = processed(services().buy("uid:13", "s:14", BigDecimal.ONE));
        List<Order> orders = services().orders("uid:13");
        assertThat(orders.get(0).orderId()).isEqualTo(second.orderId());
        assertThat(orders.get(1).orderId()).isEqualTo(first.orderId());
        assertThat(orders).extracting(Order::orderId).isSortedAccordingTo(Collections.reverseOrder());
        assertThat(services().topOrders("uid:13")).extracting(Order::orderId).startsWith(second.orderId(), first.orderId());
    }

    // Administration

    @Test
    void resetReportsTheRunThenRestoresTheSeededPopulation() throws Exception {
        services().login("uid:0", "xxx");
        processed(services().buy("uid:0", "s:0", BigDecimal.ONE));
        services().register(new Registration("ru:9", "p", "x", "x", "x", "x", BigDecimal.TEN));
        RunStatistics run = local.resetTrade(false);
        assertThat(run.tradeUserCount()).isEqualTo(200);
        assertThat(run.newUserCount()).isEqualTo(1);
        assertThat(run.tradeStockCount()).isEqualTo(100);
        assertThat(run.sumLoginCount()).isEqualTo(1);
        assertThat(run.openOrderCount()).isZero();
        assertThat(run.cancelledOrderCount()).isZero();
        RunStatistics fresh = local.runStatistics();
        assertThat(fresh.newUserCount()).isZero();
        assertThat(fresh.sumLoginCount()).isZero();
        assertThat(fresh.orderCount()).isEqualTo(fresh.buyOrderCount()).isEqualTo(fresh.holdingCount());
    }

    /**
     * Buys keep coming while a reset runs: each is done or refused with ResetInProgress, nothing else;
     * the reset itself succeeds; every order left after it is one a buyer was told was done, and every
     * buy started after the reset is there once (invariant I6); the invariants hold (after each test).
     */
    @Test
    void buysDuringAResetAreDoneOrRefusedCleanlyAndTheResetSucceeds() throws Exception {
        int buyers = 4;
        AtomicBoolean resetDone = new AtomicBoolean();
        CountDownLatch everyBuyerBought = new CountDownLatch(buyers);
        ConcurrentLinkedQueue<Long> bought = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Long> startedAfterReset = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Throwable> unexpected = new ConcurrentLinkedQueue<>();
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        ExecutorService pool = Executors.newFixedThreadPool(buyers);
        List<Future<?>> work = new ArrayList<>();
        for (int t = 0; t < buyers; t++) {
            String user = "uid:" + (40 + t);
            work.add(pool.submit(() -> {
                boolean first = true;
                // Until a few buys started after the reset are done (or the deadline, for a failing reset).
                while (startedAfterReset.size() < 2 * buyers && System.nanoTime() < deadline) {
                    boolean after = resetDone.get();
                    try {
                        long id = services().buy(user, "s:40", BigDecimal.ONE).orderId();
                        bought.add(id);
                        if (after) {
                            startedAfterReset.add(id);
                        }
                    } catch (TradeException.ResetInProgress e) {
                        Thread.yield();
                    } catch (RuntimeException e) {
                        unexpected.add(e);
                    }
                    if (first) {
                        everyBuyerBought.countDown();
                        first = false;
                    }
                }
                return null;
            }));
        }
        try {
            assertThat(everyBuyerBought.await(2, TimeUnit.MINUTES)).isTrue();
            RunStatistics run = local.resetTrade(false);
            resetDone.set(true);
            assertThat(run.tradeUserCount()).isEqualTo(200);
            for (Future<?> f : work) {
                f.get(6, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
        assertThat(unexpected).as("buys that failed otherwise than refused by the reset").isEmpty();
        assertThat(startedAfterReset.size()).isGreaterThanOrEqualTo(2 * buyers);
        awaitQuiescence();
        List<Long> left = db.queryForList("SELECT order_id FROM orders WHERE order_id >"
                + " (SELECT last_seeded_order_id FROM trade_population)", Long.class);
        assertThat(bought).as("orders left after the reset were all reported done").containsAll(left);
        try (Connection c = dataSource.getConnection()) {
            assertThat(Databases.of(vendor).invariantCheck().acknowledgedOrders(c, startedAfterReset).invariant().holds()).isTrue();
        }
    }

    @Test
    void updateQuotePriceVolumeAppliesTheFactorAndThePennyRule() {
        Quote before = services().quote("s:20");
        Quote after = local.updateQuotePriceVolume("s:20", new BigDecimal("1.05"), BigDecimal.ZERO);
        assertThat(after.price()).isEqualByComparingTo(before.price().compareTo(new BigDecimal("400")) > 0
                ? before.price().multiply(new BigDecimal("0.5")).setScale(2, RoundingMode.HALF_UP)
                : before.price().multiply(new BigDecimal("1.05")).setScale(2, RoundingMode.HALF_UP));
        local.createQuote("penny", "Penny Inc", new BigDecimal("0.01"));
        assertThat(local.updateQuotePriceVolume("penny", new BigDecimal("0.95"), BigDecimal.ZERO).price())
                .isEqualByComparingTo("6.00");
    }

    // Concurrency

    @Test
    void thirtyTwoSellsOfOneHoldingSellItOnceAndCreditOnce() throws Exception {
        Holding h = boughtHolding("uid:20", "s:20", new BigDecimal("50"));
        BigDecimal balance = services().account("uid:20").balance();
        ExecutorService pool = Executors.newFixedThreadPool(32);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Order>> results = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            results.add(pool.submit(() -> {
                start.await();
                return services().sell("uid:20", h.holdingId());
            }));
        }
        start.countDown();
        int sold = 0;
        Order sale = null;
        for (Future<Order> f : results) {
            try {
                sale = f.get(10, TimeUnit.MINUTES);
                sold++;
            } catch (java.util.concurrent.ExecutionException e) {
                assertThat(e.getCause()).isInstanceOf(HoldingNotFound.class);
            }
        }
        pool.shutdownNow();
        pool.awaitTermination(10, TimeUnit.MINUTES);
        assertThat(sold).isEqualTo(1);
        awaitQuiescence();
        assertThat(count("SELECT COUNT(*) FROM orders WHERE order_type = 'sell' AND holding_id = " + h.holdingId()))
                .isEqualTo(1);
        BigDecimal credit = h.quantity().multiply(sale.price()).setScale(2, RoundingMode.HALF_UP).subtract(FEE);
        assertThat(services().account("uid:20").balance()).isEqualByComparingTo(balance.add(credit));
    }

    @Test
    void concurrentBuysAndSellsAcrossSharedAccountsAndSymbolsKeepEveryInvariant() throws Exception {
        String[] users = {"uid:30", "uid:31", "uid:32", "uid:33"};
        String[] symbols = {"s:30", "s:31", "s:32"};
        ConcurrentLinkedQueue<Long> acknowledged = new ConcurrentLinkedQueue<>();
        AtomicInteger logins = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<?>> work = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            work.add(pool.submit(() -> {
                ThreadLocalRandom r = ThreadLocalRandom.current();
                for (int i = 0; i < 25; i++) {
                    String user = users[r.nextInt(users.length)];
                    if (r.nextInt(3) == 0) {
                        List<Holding> held = services().holdings(user);
                        if (!held.isEmpty()) {
                            try {
                                acknowledged.add(services().sell(user, held.get(r.nextInt(held.size())).holdingId()).orderId());
                            } catch (HoldingNotFound sold) {
                                // another thread sold it first: a clean refusal
                            }
                            continue;
                        }
                    }
                    if (r.nextInt(10) == 0) {
                        services().login(user, "xxx");
                        logins.incrementAndGet();
                    }
                    acknowledged.add(services().buy(user, symbols[r.nextInt(symbols.length)],
                            BigDecimal.valueOf(1 + r.nextInt(200))).orderId());
                }
                return null;
            }));
        }
        try {
            for (Future<?> f : work) {
                f.get(10, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(10, TimeUnit.MINUTES);
        }
        awaitQuiescence();
        try (Connection c = dataSource.getConnection()) {
            InvariantCheck check = Databases.of(vendor).invariantCheck();
            assertThat(check.acknowledgedOrders(c, acknowledged).invariant().holds()).isTrue();
            assertThat(check.counters(c, logins.get(), 0).holds()).isTrue();
        }
    }

    // Helpers

    Holding boughtHolding(String user, String symbol) {
        return boughtHolding(user, symbol, new BigDecimal("10"));
    }

    Holding boughtHolding(String user, String symbol, BigDecimal quantity) {
        Order buy = local.buy(user, symbol, quantity);
        try {
            awaitQuiescence();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        long holdingId = db.queryForObject("SELECT holding_id FROM orders WHERE order_id = ?", Long.class, buy.orderId());
        return local.holding(holdingId);
    }

    /*
     * The order's user and holding are read from the database by order id: over SOAP an order carries
     * neither its account nor its holding (the Trade 6.1 OrderDataBean has no such fields).
     */
    String userOf(Order o) {
        return db.queryForObject("SELECT a.profile_user_id FROM orders o JOIN account a ON a.account_id = o.account_id"
                + " WHERE o.order_id = ?", String.class, o.orderId());
    }

    long holdingOf(Order o) {
        return db.queryForObject("SELECT holding_id FROM orders WHERE order_id = ?", Long.class, o.orderId());
    }

    int count(String sql) {
        Integer n = db.queryForObject(sql, Integer.class);
        return n == null ? 0 : n;
    }
}
