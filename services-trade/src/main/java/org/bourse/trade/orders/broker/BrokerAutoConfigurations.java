package org.bourse.trade.orders.broker;

import java.util.Set;

import org.bourse.boot.ModeAutoConfigurations;
import org.bourse.trade.TradeSettings;
import org.springframework.core.env.Environment;

/**
 * Spring Boot's RabbitMQ auto-configuration runs where {@link BrokerConfiguration} does and nowhere else: it
 * provides what turns the {@code spring.rabbitmq.*} settings into the broker connection. Its health indicator
 * and metrics stay off in every mode (a node's health does not follow RabbitMQ's, and the broker mode's own
 * gauges say what waits: docs/operations.md), so a node in another mode opens no broker connection and reports
 * none.
 */
final class BrokerAutoConfigurations extends ModeAutoConfigurations {

    private static final String BOOT = "org.springframework.boot.amqp.autoconfigure.";

    BrokerAutoConfigurations() {
        super(BOOT + "RabbitAutoConfiguration", Set.of(BOOT + "health.RabbitHealthContributorAutoConfiguration",
                BOOT + "metrics.RabbitMetricsAutoConfiguration"));
    }

    /** The same conditions as BrokerConfiguration's. */
    @Override
    protected boolean inUse(Environment env) {
        return TradeSettings.ORDER_PROCESSING.in(env) == TradeSettings.OrderProcessing.BROKER
                && TradeSettings.ACCESS.in(env) == TradeSettings.Mode.IN_PROCESS;
    }
}
