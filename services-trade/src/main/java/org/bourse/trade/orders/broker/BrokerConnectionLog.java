package org.bourse.trade.orders.broker;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.connection.Connection;
import org.springframework.amqp.rabbit.connection.ConnectionListener;
import org.springframework.boot.amqp.autoconfigure.RabbitConnectionDetails;

import com.rabbitmq.client.ShutdownSignalException;

/**
 * The node's one account of RabbitMQ outages: one WARN when the connection is lost or cannot be opened,
 * one INFO when it is back, and one INFO at the first connection (lines gathered by
 * docs/operations.md, "What an outage logs"). Everything the outbox and redelivery
 * handle meanwhile (failed publishes, consumers restarting) is left to DEBUG by the other parts, which
 * ask {@link #reachable()}.
 */
final class BrokerConnectionLog implements ConnectionListener {

    /**
     * A connection lost this soon after the last one came back is told only if reconnecting then fails: a
     * cut that reaches a connection reopened a moment before (rabbitmqctl close_all_connections closes the
     * connections it listed, one by one) is the same outage, not a second one.
     */
    static final Duration FLAP = Duration.ofSeconds(5);

    private static final Logger LOG = LoggerFactory.getLogger(BrokerConnectionLog.class);

    private final String broker;
    private final Clock clock;
    private Instant lostAt;
    private boolean warned;
    private Instant backAt;
    private boolean connectedOnce;

    /**
     * @param connection     where the node connects ({@code spring.rabbitmq.*})
     * @param connectionName the connection's name, which says which node it is in logs gathered from several
     */
    BrokerConnectionLog(RabbitConnectionDetails connection, String connectionName, Clock clock) {
        String virtualHost = connection.getVirtualHost() == null ? "/" : connection.getVirtualHost();
        this.broker = connection.getAddresses().stream().map(a -> a.host() + ":" + a.port())
                .collect(Collectors.joining(",")) + " (virtual host " + virtualHost + ", connection " + connectionName + ")";
        this.clock = clock;
    }

    /** False from the loss of the connection (or a failed attempt) until a new one is open. */
    synchronized boolean reachable() {
        return lostAt == null;
    }

    @Override
    public synchronized void onCreate(Connection connection) {
        Instant now = clock.instant();
        if (lostAt != null && warned) {
            LOG.info("RabbitMQ at {} is reachable again after {} s: the outbox relay publishes the orders that waited,"
                    + " and the consumers resume", broker, Duration.between(lostAt, now).toSeconds());
        } else if (lostAt != null) {
            LOG.debug("RabbitMQ at {} reconnected at once", broker);
        } else if (!connectedOnce) {
            LOG.info("Connected to RabbitMQ at {}", broker);
        }
        if (lostAt != null) {
            backAt = now;
        }
        lostAt = null;
        warned = false;
        connectedOnce = true;
    }

    @Override
    public synchronized void onShutDown(ShutdownSignalException signal) {
        if (signal.isInitiatedByApplication() || lostAt != null) {
            return;
        }
        Instant now = clock.instant();
        lostAt = now;
        if (backAt == null || Duration.between(backAt, now).compareTo(FLAP) >= 0) {
            warn("lost the connection", signal.getMessage());
        } else {
            LOG.debug("RabbitMQ at {} lost the connection again: {}", broker, signal.getMessage());
        }
    }

    @Override
    public synchronized void onFailed(Exception e) {
        if (lostAt == null) {
            lostAt = clock.instant();
        }
        if (!warned) {
            warn(connectedOnce ? "cannot be reached" : "cannot be reached at start-up", e.getMessage());
        }
    }

    private void warn(String what, String why) {
        warned = true;
        LOG.warn("RabbitMQ at {} {} ({}): orders wait in the outbox and unacknowledged messages are delivered"
                + " again once it is back; retrying", broker, what, why);
    }
}
