package org.bourse.app.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.orders.broker.BrokerNodeRows.await;
import static org.bourse.app.broker.NodeLog.count;
import static org.bourse.app.broker.NodeLog.levelLines;
import static org.bourse.app.broker.NodeLog.since;
import static org.bourse.app.broker.NodeLog.stackLines;

import java.sql.Connection;
import java.time.Duration;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.BourseApplication;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.testing.databases.PrivateServer;
import org.bourse.trade.TradeServices;
import org.bourse.trade.orders.broker.BrokerNodeRows;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The broker mode's database outage as an operator sees it: a web-only node and a processor-only node on a
 * PostgreSQL server of the test's own, a trickle of orders, and the server stopped (fast shutdown) with orders in
 * the outbox and the queue, then started again. The outbox relay and the order consumers wait quietly and resume:
 * each node logs the outage's WARN and INFO and nothing else (no ERROR, no stack trace, nothing per relay pass or
 * per message), and every order the client was told was accepted is processed exactly once afterwards (I6), with
 * nothing left open or in the outbox.
 */
@ExtendWith(OutputCaptureExtension.class)
class BrokerDatabaseOutageTest {

    /** Long enough for several relay passes and message redeliveries to fail. */
    private static final Duration OUTAGE = Duration.ofSeconds(5);

    @BeforeAll
    static void brokerIsUp() {
        RabbitBroker.local().requireReachable();
    }

    @Test
    void theRelayAndTheConsumersWaitQuietlyAndResume(CapturedOutput output) throws Exception {
        String queue = RabbitBroker.local().privateQueue();
        try (PrivateServer db = PrivateServer.postgresql();
                ConfigurableApplicationContext web = start(db, queue, "web");
                ConfigurableApplicationContext processor = start(db, queue, "processor");
                Trickle trickle = new Trickle(web.getBean(TradeServices.class))) {
            trickle.awaitAcknowledged(20);
            int mark = output.getAll().length();
            db.stop();
            long stoppedAt = System.nanoTime();
            int failuresAtStop = trickle.failures();
            await(() -> System.nanoTime() - stoppedAt > OUTAGE.toNanos() && trickle.failures() > failuresAtStop,
                    "orders refused while the database is down");
            db.start();
            int acknowledgedAtStart = trickle.count();
            trickle.awaitAcknowledged(acknowledgedAtStart + 20);
            trickle.stop();
            BrokerNodeRows rows = BrokerNodeRows.of(web);
            await(() -> rows.openOrders() == 0 && rows.outbox() == 0, "every order published and processed");
            await(() -> count(since(output, mark), "answers again after") == 2, "both nodes' INFO");

            String log = since(output, mark);
            assertThat(levelLines(log)).as("WARN and ERROR lines during the outage").hasSize(2).allSatisfy(
                    l -> assertThat(l).contains(" WARN ").contains("DatabaseOutage").contains("does not answer"));
            assertThat(count(log, "DatabaseOutage")).as("the outage's lines, both nodes").isEqualTo(4);
            assertThat(stackLines(log)).as("stack trace lines during the outage").isEmpty();
            assertThat(trickle.failures()).as("orders refused during the outage").isPositive();
            List<Long> acknowledged = trickle.acknowledged();
            try (Connection c = web.getBean(DataSource.class).getConnection()) {
                InvariantCheck check = web.getBean(InvariantCheck.class);
                assertThat(check.checkAll(c)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
                assertThat(check.acknowledgedOrders(c, acknowledged).invariant().holds()).as("I6").isTrue();
            }
        }
    }

    /** A node without a web server, on the test's database, whose relay publishes what waits after 100 ms. */
    private static ConfigurableApplicationContext start(PrivateServer db, String queue, String role) {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class);
        app.web(WebApplicationType.NONE);
        return app.run("--spring.datasource.url=" + db.url(), "--spring.datasource.username=" + db.user(),
                "--spring.datasource.password=" + db.password(), "--spring.datasource.hikari.connection-timeout=3000",
                "--bourse.population.users=50", "--bourse.population.quotes=100",
                "--bourse.trade.order-processing=broker", "--bourse.trade.broker.role=" + role,
                "--bourse.trade.broker.queue=" + queue, "--spring.rabbitmq.addresses=" + RabbitBroker.local().addresses(),
                "--bourse.trade.broker.relay-age=100ms", "--bourse.trade.broker.relay-interval=200ms",
                "--bourse.trade.broker.queue-check-interval=1s");
    }
}
