package org.bourse.trade.orders.broker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalLong;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.trade.orders.OpenOrders;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.listener.api.ChannelAwareMessageListener;

import com.rabbitmq.client.Channel;

/**
 * A processor node's consumer: processes the order a message names, then acknowledges the message itself,
 * on the channel it came from (the container's acknowledge mode is MANUAL). The acknowledgement follows the
 * processing transaction's commit: a crash before it makes RabbitMQ deliver the message again, and the
 * order, now closed, is not processed a second time. An order whose transaction failed goes back to the
 * queue after a pause; a message that names no order id is dropped with one log line.
 * <p>
 * Acknowledging here rather than in the container is what keeps a connection cut quiet: an acknowledgement
 * that fails because the connection is gone is part of the outage {@link BrokerConnectionLog} reports once
 * (RabbitMQ delivers the message again, and nothing is lost), where the container logged it as an ERROR
 * with a stack trace ({@code Error acking.}). One that fails for any other reason is still a WARN.
 */
final class OrderConsumer implements ChannelAwareMessageListener {

    private static final Logger LOG = LoggerFactory.getLogger(OrderConsumer.class);

    private final OpenOrders openOrders;
    private final Duration retryDelay;

    OrderConsumer(OpenOrders openOrders, Duration retryDelay) {
        this.openOrders = openOrders;
        this.retryDelay = retryDelay;
    }

    @Override
    public void onMessage(Message message, Channel channel) {
        long tag = message.getMessageProperties().getDeliveryTag();
        OptionalLong orderId = orderId(message);
        if (orderId.isEmpty()) {
            settle(channel, tag, "drop", () -> channel.basicReject(tag, false));
            return;
        }
        try {
            OpenOrders.Outcome outcome = openOrders.process(orderId.getAsLong());
            LOG.debug("Order {}: {}{}", orderId.getAsLong(), outcome,
                    Boolean.TRUE.equals(message.getMessageProperties().getRedelivered()) ? " (redelivered)" : "");
        } catch (RuntimeException e) {
            // a database that does not answer is told once, by org.bourse.dal.outage, not per message
            if (DatabaseFailures.notAnswering(e)) {
                LOG.debug("Order {} goes back to the queue in {}, the database does not answer: {}",
                        orderId.getAsLong(), retryDelay, e.getMessage());
            } else {
                LOG.warn("Order {} could not be processed and goes back to the queue in {}: {}", orderId.getAsLong(),
                        retryDelay, e.getMessage());
            }
            pause();
            settle(channel, tag, "hand back", () -> channel.basicNack(tag, false, true));
            return;
        }
        settle(channel, tag, "acknowledge", () -> channel.basicAck(tag, false));
    }

    /** What the channel is asked to do with a delivery once its order is settled. */
    @FunctionalInterface
    interface Settlement {
        void run() throws IOException;
    }

    private static void settle(Channel channel, long tag, String what, Settlement settlement) {
        // the channel the delivery came on: Spring AMQP's proxy may stand for a new one by the time an ack fails
        Channel delivery = ConnectionLoss.underlying(channel);
        try {
            settlement.run();
        } catch (IOException | RuntimeException e) {
            if (ConnectionLoss.causes(e) || ConnectionLoss.closedWithItsConnection(delivery)) {
                // RabbitMQ requeues every unacknowledged delivery of a lost connection: this one comes again
                LOG.debug("Could not {} delivery {}, the connection is gone; RabbitMQ delivers it again: {}", what,
                        tag, e.toString());
            } else {
                LOG.warn("Could not {} delivery {}; RabbitMQ delivers it again when its channel closes: {}", what,
                        tag, e.toString());
            }
        }
    }

    private static OptionalLong orderId(Message message) {
        String body = new String(message.getBody(), StandardCharsets.US_ASCII);
        try {
            return OptionalLong.of(Long.parseLong(body.trim()));
        } catch (NumberFormatException e) {
            String shown = body.length() > 40 ? body.substring(0, 40) + "…" : body;
            LOG.warn("Dropped a message that names no order id: '{}'", shown);
            return OptionalLong.empty();
        }
    }

    /** A pause before the order goes back, so that a database outage is not a busy loop of redeliveries. */
    private void pause() {
        try {
            Thread.sleep(retryDelay.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
