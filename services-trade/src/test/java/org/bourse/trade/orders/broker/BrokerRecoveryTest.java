package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.orders.broker.BrokerNodeRows.await;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.trade.TradeServices;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.GetResponse;

/**
 * Broker mode across nodes and failures, with a web-only node and a processor-only node on one
 * database: orders committed while RabbitMQ was unreachable are published by another node's relay;
 * messages taken by a consumer that died before acknowledging them, duplicated, or naming no order are
 * each handled so that every order is processed exactly once.
 */
class BrokerRecoveryTest {

    @BeforeAll
    static void brokerIsUp() {
        RabbitBroker.local().requireReachable();
    }

    @Test
    void ordersCommittedWhileTheBrokerWasUnreachableAreProcessedThroughAnotherNodesRelay() throws Exception {
        String database = "jdbc:h2:mem:bourse-broker-relay;DB_CLOSE_DELAY=-1";
        String queue = RabbitBroker.local().privateQueue();
        List<Long> placed = new ArrayList<>();
        BigDecimal balanceBefore;
        try (ConfigurableApplicationContext web = start(database, queue, "web", "127.0.0.1:" + closedPort())) {
            TradeServices trade = web.getBean(TradeServices.class);
            balanceBefore = trade.account("uid:3").balance();
            for (int i = 0; i < 4; i++) {
                Order o = trade.buy("uid:3", "s:" + i, BigDecimal.TEN);
                assertThat(o.status()).isEqualTo(OrderStatus.OPEN);
                placed.add(o.orderId());
            }
            BrokerNodeRows db = BrokerNodeRows.of(web);
            assertThat(db.outbox()).isEqualTo(4);
        }
        try (ConfigurableApplicationContext processor = start(database, queue, "processor", RabbitBroker.local().addresses())) {
            BrokerNodeRows db = BrokerNodeRows.of(processor);
            await(() -> db.openOrders() == 0 && db.outbox() == 0, "orders processed and outbox emptied");
            assertProcessedOnce(processor, placed, "uid:3", balanceBefore);
        }
    }

    @Test
    void unacknowledgedRedeliveredAndDuplicatedMessagesProcessEachOrderOnce() throws Exception {
        String database = "jdbc:h2:mem:bourse-broker-redelivery;DB_CLOSE_DELAY=-1";
        RabbitBroker broker = RabbitBroker.local();
        String queue = broker.privateQueue();
        List<Long> placed = new ArrayList<>();
        BigDecimal balanceBefore;
        try (ConfigurableApplicationContext web = start(database, queue, "web", broker.addresses())) {
            TradeServices trade = web.getBean(TradeServices.class);
            balanceBefore = trade.account("uid:5").balance();
            for (int i = 0; i < 6; i++) {
                placed.add(trade.buy("uid:5", "s:" + i, BigDecimal.ONE).orderId());
            }
            BrokerNodeRows db = BrokerNodeRows.of(web);
            // Confirmed by RabbitMQ (outbox emptied) and waiting in the queue: no consumer on a web node.
            await(() -> db.outbox() == 0 && broker.state(queue).messages() >= 6, "six orders published");
        }
        int published = broker.state(queue).messages();
        // A consumer takes three messages and dies before acknowledging them: RabbitMQ delivers them again.
        ConnectionFactory f = new ConnectionFactory();
        f.setHost(RabbitBroker.HOST);
        f.setPort(RabbitBroker.PORT);
        try (var connection = f.newConnection("dying-consumer")) {
            Channel ch = connection.createChannel();
            for (int i = 0; i < 3; i++) {
                GetResponse r = ch.basicGet(queue, false);
                assertThat(r).isNotNull();
                assertThat(Long.parseLong(new String(r.getBody(), StandardCharsets.US_ASCII))).isIn(placed);
            }
            assertThat(broker.state(queue).messages()).isEqualTo(published - 3);
        }
        await(() -> broker.state(queue).messages() == published, "unacknowledged messages back in the queue");
        // The same orders published again (a relay that died before deleting its rows), and a stray message.
        broker.publish(queue, Long.toString(placed.get(0)));
        broker.publish(queue, Long.toString(placed.get(5)));
        broker.publish(queue, "not-an-order");

        try (ConfigurableApplicationContext processor = start(database, queue, "processor", broker.addresses())) {
            BrokerNodeRows db = BrokerNodeRows.of(processor);
            await(() -> db.openOrders() == 0 && broker.state(queue).messages() == 0, "orders processed");
            // Messages for orders already closed: taken, acknowledged, nothing changes.
            for (long id : placed) {
                broker.publish(queue, Long.toString(id));
            }
            await(() -> broker.state(queue).messages() == 0, "duplicates consumed");
            processor.stop();
            assertThat(broker.state(queue).messages()).as("every message acknowledged").isZero();
            assertProcessedOnce(processor, placed, "uid:5", balanceBefore);
        }
    }

    private static void assertProcessedOnce(ConfigurableApplicationContext ctx, List<Long> placed, String user,
            BigDecimal balanceBefore) throws Exception {
        BrokerNodeRows db = BrokerNodeRows.of(ctx);
        BigDecimal cost = BigDecimal.ZERO;
        for (long id : placed) {
            Map<String, Object> row = db.jdbc().queryForMap(
                    "SELECT order_status, holding_id, quantity, price, order_fee FROM orders WHERE order_id = ?", id);
            assertThat(row.get("ORDER_STATUS")).as("order " + id).isEqualTo("closed");
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM holding WHERE holding_id = ?", Integer.class,
                    row.get("HOLDING_ID"))).as("holding of order " + id).isEqualTo(1);
            cost = cost.add(((BigDecimal) row.get("QUANTITY")).multiply((BigDecimal) row.get("PRICE"))
                    .setScale(2, RoundingMode.HALF_UP)).add((BigDecimal) row.get("ORDER_FEE"));
        }
        // Each buy debited once: the balance moved by exactly the orders' cost.
        BigDecimal balance = db.jdbc().queryForObject("SELECT balance FROM account WHERE profile_user_id = ?",
                BigDecimal.class, user);
        assertThat(balance).isEqualByComparingTo(balanceBefore.subtract(cost));
        try (Connection c = ctx.getBean(DataSource.class).getConnection()) {
            InvariantCheck check = ctx.getBean(InvariantCheck.class);
            assertThat(check.checkAll(c)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
            assertThat(check.acknowledgedOrders(c, placed).invariant().holds()).isTrue();
        }
    }

    /**
     * The Trade services of a node, whose relay publishes what the outbox holds after 100 ms (the default is
     * 10 s). That a processor node starts no web server is the server's to show (BrokerOutageTest).
     */
    private static ConfigurableApplicationContext start(String database, String queue, String role, String addresses) {
        return new SpringApplicationBuilder(TradeServicesTestApplication.class).web(WebApplicationType.NONE).run(
                "--spring.datasource.url=" + database, "--bourse.trade.order-processing=broker",
                "--bourse.trade.broker.role=" + role, "--bourse.trade.broker.queue=" + queue,
                "--spring.rabbitmq.addresses=" + addresses, "--spring.rabbitmq.connection-timeout=2s",
                "--bourse.trade.broker.relay-age=100ms", "--bourse.trade.broker.relay-interval=200ms");
    }

    /** A loopback port nothing listens on: a broker that cannot be reached. */
    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
