package org.bourse.trade.orders.broker;

import java.time.Duration;

import org.bourse.boot.ModeSetting;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The broker order mode's settings ({@code bourse.trade.broker.*}), documented in docs/configuration.md.
 * Read only when {@code bourse.trade.order-processing=broker}. The connection itself (addresses, credentials,
 * virtual host, timeouts, TLS) is Spring Boot's {@code spring.rabbitmq.*} ({@link RenamedRabbitSettings}).
 *
 * @param role           what this node does with orders: {@code web} publishes them (and serves pages and
 *                       SOAP) but processes none, {@code processor} processes them and serves nothing,
 *                       {@code both} does both
 * @param queue          the durable queue the orders go through; every node of one deployment names the same
 * @param consumers      threads of a processor node taking orders from the queue
 * @param prefetch       messages RabbitMQ hands each consumer thread ahead of its acknowledgements
 * @param publishBatch   most orders one publishing round sends before it waits for their confirms
 * @param pendingLimit   most committed orders waiting in this node's memory to be published; beyond it an order
 *                       waits in the outbox for the relay instead (nothing is lost)
 * @param confirmTimeout how long a publishing round waits for RabbitMQ's confirms; unconfirmed orders stay in the
 *                       outbox and are published again by the relay
 * @param relayInterval  how often each node's relay looks for orders left in the outbox
 * @param relayAge       how old an outbox row must be before the relay publishes it: younger ones are still with
 *                       the node that committed them
 * @param retryDelay     how long a consumer waits before it hands back an order whose transaction failed (the
 *                       database unreachable): RabbitMQ then delivers it again
 * @param queueCheckInterval how often a node that publishes orders reads the queue's depth and consumer count
 *                       (for /config and the gauges, and the warning when orders wait with no consumer)
 */
@ConfigurationProperties("bourse.trade.broker")
public record BrokerSettings(
        @DefaultValue("both") Role role,
        @DefaultValue("bourse.orders") String queue,
        @DefaultValue("4") int consumers,
        @DefaultValue("20") int prefetch,
        @DefaultValue("500") int publishBatch,
        @DefaultValue("100000") int pendingLimit,
        @DefaultValue("30s") Duration confirmTimeout,
        @DefaultValue("2s") Duration relayInterval,
        @DefaultValue("10s") Duration relayAge,
        @DefaultValue("1s") Duration retryDelay,
        @DefaultValue("10s") Duration queueCheckInterval) {

    /** A node's part in order processing. */
    public enum Role {
        WEB, PROCESSOR, BOTH;

        boolean consumes() {
            return this != WEB;
        }
    }

    /** {@code role}, for what decides before this record is bound ({@link ProcessorOnlyNode}). */
    static final ModeSetting<Role> ROLE = ModeSetting.of(BrokerSettings.class, "role", Role.class);

    public BrokerSettings {
        if (queue.isBlank()) {
            throw new IllegalArgumentException("bourse.trade.broker.queue must not be empty");
        }
        if (consumers < 1 || prefetch < 1 || publishBatch < 1 || pendingLimit < 1) {
            throw new IllegalArgumentException("bourse.trade.broker.consumers, prefetch, publish-batch and pending-limit"
                    + " must be at least 1");
        }
        for (Duration d : new Duration[] {confirmTimeout, relayInterval, relayAge, retryDelay, queueCheckInterval}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("bourse.trade.broker.confirm-timeout, relay-interval, relay-age,"
                        + " retry-delay and queue-check-interval must be positive");
            }
        }
    }
}
