package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.orders.broker.BrokerNodeRows.await;

import java.util.ArrayList;
import java.util.List;

import org.bourse.testing.broker.RabbitBroker;
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

/**
 * The broker connection is made from Spring Boot's {@code spring.rabbitmq.*} settings, on the real RabbitMQ: a
 * node's consumers appear in the virtual host those settings name, and RabbitMQ refuses a wrong password there
 * (the node's health does not follow RabbitMQ's, BrokerConnectionLog tells its outages: the server's
 * BrokerOutageTest).
 * The {@code bourse.trade.broker.*} names of before still make the same connection, each logged once as
 * deprecated with its replacement. (Both names set to different values: StartupFailureReportTest.)
 */
@ExtendWith(OutputCaptureExtension.class)
class BrokerConnectionSettingsTest {

    /** bourse.trade.broker.consumers' default: the consumers a node of role both opens. */
    private static final int CONSUMERS = 4;

    @BeforeAll
    static void brokerIsUp() {
        RabbitBroker.local().requireReachable();
    }

    @Test
    void springRabbitmqSettingsMakeTheConnection(CapturedOutput output) throws Exception {
        RabbitBroker broker = RabbitBroker.local();
        String vhost = broker.privateVirtualHost();
        String queue = broker.privateQueue();
        try (ConfigurableApplicationContext node = start(queue, "--spring.rabbitmq.addresses=" + broker.addresses(),
                "--spring.rabbitmq.virtual-host=" + vhost, "--spring.rabbitmq.username=" + RabbitBroker.USER,
                "--spring.rabbitmq.password=" + RabbitBroker.PASSWORD, "--spring.rabbitmq.connection-timeout=3s")) {
            await(() -> broker.state(vhost, queue).consumers() == CONSUMERS, "the node's consumers in " + vhost);
            assertThat(output.getAll()).contains("Connected to RabbitMQ at " + broker.addresses() + " (virtual host "
                    + vhost + ", connection bourse-both)").doesNotContain("deprecated");
            assertThat(node.getBean(CachingConnectionFactory.class).getRabbitConnectionFactory().getRequestedHeartbeat())
                    .as("the heartbeat asked of RabbitMQ, in seconds: Bourse's default, not the client's 60")
                    .isEqualTo(10);
        }
    }

    /** A web node (no consumers to stop its start): the password is RabbitMQ's to refuse, and its log says so. */
    @Test
    void aWrongSpringRabbitmqPasswordIsRefusedByRabbitmq(CapturedOutput output) throws Exception {
        RabbitBroker broker = RabbitBroker.local();
        String vhost = broker.privateVirtualHost();
        String queue = broker.privateQueue();
        try (ConfigurableApplicationContext node = start(queue, "--bourse.trade.broker.role=web",
                "--spring.rabbitmq.addresses=" + broker.addresses(), "--spring.rabbitmq.virtual-host=" + vhost,
                "--spring.rabbitmq.password=not-" + RabbitBroker.PASSWORD)) {
            String warning = "RabbitMQ at " + broker.addresses() + " (virtual host " + vhost
                    + ", connection bourse-web) cannot be reached at start-up (ACCESS_REFUSED";
            await(() -> output.getAll().contains(warning), "the node's warning");
        }
    }

    @Test
    void theOldNamesStillMakeTheConnectionWithOneWarningEach(CapturedOutput output) throws Exception {
        RabbitBroker broker = RabbitBroker.local();
        String vhost = broker.privateVirtualHost();
        String queue = broker.privateQueue();
        try (ConfigurableApplicationContext node = start(queue, "--bourse.trade.broker.addresses=" + broker.addresses(),
                "--bourse.trade.broker.virtual-host=" + vhost, "--bourse.trade.broker.username=" + RabbitBroker.USER,
                "--bourse.trade.broker.password=" + RabbitBroker.PASSWORD,
                "--bourse.trade.broker.connect-timeout=3s")) {
            await(() -> broker.state(vhost, queue).consumers() == CONSUMERS, "the node's consumers in " + vhost);
            String log = output.getAll();
            String[][] renamed = {{"addresses", "addresses"}, {"virtual-host", "virtual-host"},
                {"username", "username"}, {"password", "password"}, {"connect-timeout", "connection-timeout"}};
            for (String[] names : renamed) {
                List<String> lines = log.lines().filter(l -> l.contains("bourse.trade.broker." + names[0] + " "))
                        .toList();
                assertThat(lines).as("lines about bourse.trade.broker." + names[0]).singleElement().satisfies(
                        l -> assertThat(l).contains(" WARN ").contains("bourse.trade.broker." + names[0]
                                + " is deprecated: set spring.rabbitmq." + names[1] + " instead"));
            }
        }
    }

    /** The Trade services (of role both unless told: they publish and consume), on an in-memory database. */
    private static ConfigurableApplicationContext start(String queue, String... connection) {
        List<String> arguments = new ArrayList<>(List.of("--spring.datasource.url=jdbc:h2:mem:" + queue,
                "--bourse.trade.order-processing=broker", "--bourse.trade.broker.queue=" + queue));
        arguments.addAll(List.of(connection));
        return new SpringApplicationBuilder(TradeServicesTestApplication.class).web(WebApplicationType.NONE)
                .run(arguments.toArray(String[]::new));
    }
}
