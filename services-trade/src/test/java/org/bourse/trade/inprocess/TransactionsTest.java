package org.bourse.trade.inprocess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;

import com.zaxxer.hikari.HikariDataSource;
import org.bourse.trade.TradeException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.support.JdbcTransactionManager;

/** A business operation that gets no pooled connection in time fails as Busy, saying why. */
class TransactionsTest {

    private HikariDataSource pool;
    private Transactions transactions;

    @BeforeEach
    void onePooledConnection() {
        pool = new HikariDataSource();
        pool.setJdbcUrl("jdbc:h2:mem:transactions-" + UUID.randomUUID());
        pool.setMaximumPoolSize(1);
        pool.setConnectionTimeout(250);
        transactions = new Transactions(new JdbcTransactionManager(pool), 3);
    }

    @AfterEach
    void close() {
        pool.close();
    }

    @Test
    void runsWhenAConnectionIsFree() {
        assertThat(transactions.run("answer", () -> 42)).isEqualTo(42);
    }

    @Test
    void exhaustedPoolIsBusyWithAClearMessage() throws Exception {
        AtomicBoolean ran = new AtomicBoolean();
        try (Connection held = pool.getConnection()) {
            assertThatThrownBy(() -> transactions.run("buy", () -> ran.getAndSet(true)))
                    .isInstanceOf(TradeException.Busy.class)
                    .hasMessageStartingWith("buy: no database connection came free in time")
                    .hasMessageContaining("nothing was changed");
        }
        assertThat(ran).as("the operation's work ran without a transaction").isFalse();
        assertThat(transactions.run("answer", () -> 42)).isEqualTo(42);
    }
}
