package org.bourse.trade;

import org.bourse.testing.broker.RabbitBroker;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * Puts a test context in broker mode on the local RabbitMQ server, with a queue of its own. Call
 * {@link RabbitBroker#requireReachable()} in {@code @BeforeAll} first.
 */
final class Brokers {

    private Brokers() {
    }

    static void register(DynamicPropertyRegistry registry) {
        RabbitBroker broker = RabbitBroker.local();
        String queue = broker.privateQueue();
        registry.add("bourse.trade.order-processing", () -> "broker");
        registry.add("spring.rabbitmq.addresses", broker::addresses);
        registry.add("bourse.trade.broker.queue", () -> queue);
    }
}
