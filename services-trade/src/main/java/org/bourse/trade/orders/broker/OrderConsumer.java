package org.bourse.trade.orders.broker;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.trade.orders.OpenOrders;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.AmqpRejectAndDontRequeueException;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.core.MessageListener;

/**
 * A processor node's consumer: processes the order a message names. The container acknowledges the
 * message only after this returns, that is after the processing transaction committed; a crash before
 * that makes RabbitMQ deliver it again, and the order, now closed, is not processed a second time. A
 * message that names no order id is dropped with one log line.
 */
final class OrderConsumer implements MessageListener {

    private static final Logger LOG = LoggerFactory.getLogger(OrderConsumer.class);

    private final OpenOrders openOrders;
    private final Duration retryDelay;

    OrderConsumer(OpenOrders openOrders, Duration retryDelay) {
        this.openOrders = openOrders;
        this.retryDelay = retryDelay;
    }

    @Override
    public void onMessage(Message message) {
        long orderId = orderId(message);
        try {
            OpenOrders.Outcome outcome = openOrders.process(orderId);
            LOG.debug("Order {}: {}{}", orderId, outcome,
                    Boolean.TRUE.equals(message.getMessageProperties().getRedelivered()) ? " (redelivered)" : "");
        } catch (RuntimeException e) {
            // a database that does not answer is told once, by org.bourse.dal.outage, not per message
            if (DatabaseFailures.notAnswering(e)) {
                LOG.debug("Order {} goes back to the queue in {}, the database does not answer: {}", orderId,
                        retryDelay, e.getMessage());
            } else {
                LOG.warn("Order {} could not be processed and goes back to the queue in {}: {}", orderId, retryDelay,
                        e.getMessage());
            }
            pause();
            throw e;
        }
    }

    private static long orderId(Message message) {
        String body = new String(message.getBody(), StandardCharsets.US_ASCII);
        try {
            return Long.parseLong(body.trim());
        } catch (NumberFormatException e) {
            String shown = body.length() > 40 ? body.substring(0, 40) + "…" : body;
            LOG.warn("Dropped a message that names no order id: '{}'", shown);
            throw new AmqpRejectAndDontRequeueException("not an order id");
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
