package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.function.BooleanSupplier;

import javax.sql.DataSource;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What the broker tests read from a node's database — the open orders and the outbox — and their bounded
 * wait for a condition (generous: a busy machine only makes it take longer).
 */
public final class BrokerNodeRows {

    public static final Duration PATIENCE = Duration.ofMinutes(5);

    private final JdbcTemplate db;

    private BrokerNodeRows(JdbcTemplate db) {
        this.db = db;
    }

    public static BrokerNodeRows of(ConfigurableApplicationContext node) {
        return new BrokerNodeRows(new JdbcTemplate(node.getBean(DataSource.class)));
    }

    public int openOrders() {
        return db.queryForObject("SELECT COUNT(*) FROM orders WHERE order_status = 'open'", Integer.class);
    }

    public int outbox() {
        return db.queryForObject("SELECT COUNT(*) FROM order_outbox", Integer.class);
    }

    public JdbcTemplate jdbc() {
        return db;
    }

    /** Polls until {@code done}, failing with {@code what} after {@link #PATIENCE}. */
    public static void await(BooleanSupplier done, String what) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime() - deadline).as(what + ": not after " + PATIENCE.toMinutes() + " minutes")
                    .isNegative();
            Thread.sleep(20);
        }
    }
}
