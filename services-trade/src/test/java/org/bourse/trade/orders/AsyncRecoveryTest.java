package org.bourse.trade.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.sql.Connection;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Async mode after a crash: orders committed open by a node that died before processing them are
 * processed when the next node starts ({@link AsyncOrderFlow#recover()}), and the invariants hold afterwards.
 * Two starts of the Trade services without the server.
 */
class AsyncRecoveryTest {

    private static final String DATABASE = "jdbc:h2:mem:bourse-recovery;DB_CLOSE_DELAY=-1";

    @Test
    void openOrdersLeftBehindAreProcessedAtTheNextStart() throws Exception {
        List<Long> leftOpen = new ArrayList<>();
        try (ConfigurableApplicationContext crashed = start("sync")) {
            AccountStore accounts = crashed.getBean(AccountStore.class);
            OrderStore orders = crashed.getBean(OrderStore.class);
            QuoteStore quotes = crashed.getBean(QuoteStore.class);
            HoldingStore holdings = crashed.getBean(HoldingStore.class);
            TransactionTemplate tx = new TransactionTemplate(crashed.getBean(PlatformTransactionManager.class));
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            // What async requests commit before a worker gets to them: open orders, no money moved.
            tx.executeWithoutResult(s -> {
                for (int i = 0; i < 5; i++) {
                    Account a = accounts.account("uid:" + i).orElseThrow();
                    BigDecimal price = quotes.find("s:" + i).orElseThrow().price();
                    leftOpen.add(orders.create(new NewOrder(a.accountId(), "s:" + i, null, OrderType.BUY,
                            new BigDecimal("15"), price, new BigDecimal("24.95"), now, false)).orderId());
                }
                Account seller = accounts.account("uid:10").orElseThrow();
                Holding h = holdings.ofAccount(seller.accountId()).get(0);
                leftOpen.add(orders.create(new NewOrder(seller.accountId(), h.symbol(), h.holdingId(), OrderType.SELL,
                        h.quantity(), quotes.find(h.symbol()).orElseThrow().price(), new BigDecimal("24.95"), now,
                        false)).orderId());
            });
        }

        try (ConfigurableApplicationContext restarted = start("async")) {
            JdbcTemplate db = new JdbcTemplate(restarted.getBean(DataSource.class));
            long deadline = System.currentTimeMillis() + 300_000;
            while (db.queryForObject("SELECT COUNT(*) FROM orders WHERE order_status = 'open'", Integer.class) > 0) {
                assertThat(System.currentTimeMillis()).as("open orders still there after 5 minutes").isLessThan(deadline);
                Thread.sleep(20);
            }
            for (long id : leftOpen) {
                assertThat(db.queryForObject("SELECT order_status FROM orders WHERE order_id = ?", String.class, id))
                        .isEqualTo("closed");
            }
            try (Connection c = restarted.getBean(DataSource.class).getConnection()) {
                InvariantCheck check = Databases.of(restarted.getBean(Vendor.class)).invariantCheck();
                assertThat(check.checkAll(c)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
                assertThat(check.acknowledgedOrders(c, leftOpen).invariant().holds()).isTrue();
            }
        }
    }

    private static ConfigurableApplicationContext start(String processing) {
        return new SpringApplicationBuilder(TradeServicesTestApplication.class).web(WebApplicationType.NONE)
                .run("--spring.datasource.url=" + DATABASE, "--bourse.trade.order-processing=" + processing);
    }
}
