package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.orders.broker.BrokerNodeRows.await;

import java.math.BigDecimal;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.trade.TradeServices;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.amqp.rabbit.connection.CachingConnectionFactory;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

import com.rabbitmq.client.Channel;

/**
 * A channel opened while its connection is cut, at the worst moment: after channel.open, while confirm.select is
 * on its way (a CI run of the server's broker outage test met it). The outage is one warning and one notice; the
 * channel fails as a closed channel, with no ERROR and no stack trace; orders placed meanwhile are processed.
 */
@ExtendWith(OutputCaptureExtension.class)
class ConfirmSelectCutTest {

    @BeforeAll
    static void brokerIsUp() {
        RabbitBroker.local().requireReachable();
    }

    @Test
    void aChannelWhoseConnectionIsCutDuringConfirmSelectFailsAsClosedAndLogsNoError(CapturedOutput output)
            throws Exception {
        RabbitBroker broker = RabbitBroker.local();
        try (ConfirmSelectCut cut = new ConfirmSelectCut(RabbitBroker.HOST, RabbitBroker.PORT);
                ConfigurableApplicationContext node = new SpringApplicationBuilder(TradeServicesTestApplication.class)
                        .web(WebApplicationType.NONE).run(
                                "--spring.datasource.url=jdbc:h2:mem:bourse-confirm-select-cut;DB_CLOSE_DELAY=-1",
                                "--bourse.trade.order-processing=broker",
                                "--bourse.trade.broker.queue=" + broker.privateQueue(),
                                "--spring.rabbitmq.addresses=" + cut.address(),
                                "--bourse.trade.broker.relay-age=100ms", "--bourse.trade.broker.relay-interval=200ms",
                                // the levels the server's application.properties sets, which an outage's lines assume
                                "--logging.level.org.bourse.trade.orders.broker.BrokerConnectionFactory=WARN",
                                "--logging.level.org.springframework.amqp.rabbit.listener.SimpleMessageListenerContainer"
                                        + "=ERROR")) {
            TradeServices trade = node.getBean(TradeServices.class);
            BrokerNodeRows db = BrokerNodeRows.of(node);
            List<Long> placed = new ArrayList<>();
            placed.add(trade.buy("uid:2", "s:1", BigDecimal.ONE).orderId());
            await(() -> db.openOrders() == 0 && db.outbox() == 0, "the first order processed");
            int logged = output.getAll().length();

            cut.arm();
            // Channels held open, so that each one asked for is new and confirm.select is sent on it.
            CachingConnectionFactory connections = node.getBean(CachingConnectionFactory.class);
            List<Channel> held = new ArrayList<>();
            RuntimeException failure = null;
            for (int i = 0; i < 100 && cut.cuts() == 0; i++) {
                try {
                    held.add(connections.createConnection().createChannel(false));
                } catch (RuntimeException e) {
                    failure = e;
                }
            }
            assertThat(cut.cuts()).as("connections cut at confirm.select").isOne();
            assertThat(failure).as("the channel whose confirm.select met the cut").isNotNull()
                    .satisfies(e -> assertThat(ConnectionLoss.causes(e)).as(e.toString()).isTrue());
            for (Channel c : held) {
                closeQuietly(c);
            }

            for (int i = 0; i < 4; i++) {
                placed.add(trade.buy("uid:2", "s:" + (i + 2), BigDecimal.ONE).orderId());
            }
            await(() -> db.openOrders() == 0 && db.outbox() == 0, "the orders placed after the cut processed");
            await(() -> output.getAll().substring(logged).contains("is reachable again"), "the notice of the return");

            String log = output.getAll().substring(logged);
            assertThat(log.lines().filter(l -> l.contains(" WARN ") || l.contains(" ERROR ")))
                    .as("WARN and ERROR lines after the cut").singleElement().asString()
                    .contains("BrokerConnectionLog").contains("lost the connection");
            assertThat(log.lines().filter(l -> l.contains(" INFO ") && l.contains("is reachable again"))).hasSize(1);
            assertThat(log.lines().filter(l -> l.startsWith("\tat ") || l.startsWith("Caused by")))
                    .as("stack trace lines after the cut").isEmpty();
            try (Connection c = node.getBean(DataSource.class).getConnection()) {
                InvariantCheck check = node.getBean(InvariantCheck.class);
                assertThat(check.checkAll(c)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
                assertThat(check.acknowledgedOrders(c, placed).invariant().holds()).isTrue();
            }
        }
    }

    private static void closeQuietly(Channel channel) {
        try {
            channel.close();
        } catch (Exception e) {
            // closed with its connection
        }
    }
}
