package org.bourse.trade.orders.broker;

import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.AmqpConnectException;
import org.springframework.amqp.AmqpException;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.core.MessageBuilder;
import org.springframework.amqp.core.MessageDeliveryMode;
import org.springframework.amqp.rabbit.connection.CorrelationData;
import org.springframework.amqp.rabbit.core.RabbitTemplate;

import com.rabbitmq.client.ShutdownSignalException;

/**
 * Publishes order ids to the queue as persistent messages and reports which ones RabbitMQ confirmed:
 * taken into the durable queue (a publisher confirm, and not returned as unroutable). Only those may
 * leave the outbox. A failure is logged once until publishing works again (not at all while the connection
 * is lost: {@link BrokerConnectionLog} tells that); the orders stay in the outbox.
 */
final class ConfirmedPublisher {

    private static final Logger LOG = LoggerFactory.getLogger(ConfirmedPublisher.class);

    private final RabbitTemplate template;
    private final String queue;
    private final Duration confirmTimeout;
    private final BooleanSupplier brokerReachable;
    private final AtomicBoolean failing = new AtomicBoolean();

    /** @param brokerReachable false while the connection is known lost: failures are then expected, not news */
    ConfirmedPublisher(RabbitTemplate template, String queue, Duration confirmTimeout,
            BooleanSupplier brokerReachable) {
        this.template = template;
        this.queue = queue;
        this.confirmTimeout = confirmTimeout;
        this.brokerReachable = brokerReachable;
    }

    /** The message of an order: its id in decimal, nothing else (the order row holds the rest). */
    static Message message(long orderId) {
        String id = Long.toString(orderId);
        return MessageBuilder.withBody(id.getBytes(StandardCharsets.US_ASCII)).setContentType("text/plain")
                .setMessageId(id).setDeliveryMode(MessageDeliveryMode.PERSISTENT).build();
    }

    /** @return the ids RabbitMQ confirmed, in the order given */
    List<Long> publish(List<Long> orderIds) {
        Map<Long, CorrelationData> sent = new LinkedHashMap<>();
        try {
            for (long id : orderIds) {
                CorrelationData correlation = new CorrelationData(Long.toString(id));
                template.send("", queue, message(id), correlation);
                sent.put(id, correlation);
            }
        } catch (AmqpException e) {
            // A write that found the connection's socket gone (broken pipe, reset: RabbitMQ's host or container
            // went away), or a cached channel the cut closed, can come before the connection log has heard of the
            // loss: it is that outage too.
            failed("RabbitMQ refused or could not take the orders' messages", e,
                    socketGone(e) || ConnectionLoss.closedChannel(e));
        } catch (ShutdownSignalException e) {
            // The client's AlreadyClosedException for a channel closed under the send reaches here untranslated,
            // sometimes before the connection log has heard of the outage: it is that outage.
            failed("RabbitMQ closed the channel the orders' messages were sent on", e, true);
        }
        List<Long> confirmed = new ArrayList<>(sent.size());
        boolean channelClosed = false;
        long deadline = System.nanoTime() + confirmTimeout.toNanos();
        for (var entry : sent.entrySet()) {
            CorrelationData.Confirm confirm = confirm(entry.getValue().getFuture(), deadline);
            if (confirm != null && confirm.ack() && entry.getValue().getReturned() == null) {
                confirmed.add(entry.getKey());
            } else if (confirm != null && !confirm.ack() && confirm.reason() != null) {
                // Spring AMQP nacks what is pending with the shutdown's cause when the channel closes; RabbitMQ's
                // own nack has no reason.
                channelClosed = true;
            }
        }
        if (confirmed.size() == orderIds.size() && failing.compareAndSet(true, false)) {
            LOG.info("Publishing orders to RabbitMQ works again");
        } else if (confirmed.size() < sent.size()) {
            String what = (sent.size() - confirmed.size()) + " of " + sent.size() + " order messages were not confirmed"
                    + " within " + confirmTimeout.toSeconds() + " s (bourse.trade.broker.confirm-timeout) or were"
                    + " unroutable";
            failed(what, null, channelClosed);
        }
        return confirmed;
    }

    /** @return the broker's answer, or null if none came by the deadline */
    private static CorrelationData.Confirm confirm(CompletableFuture<CorrelationData.Confirm> confirm, long deadline) {
        try {
            return confirm.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static boolean socketGone(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SocketException) {
                return true;
            }
        }
        return false;
    }

    private void failed(String what, Exception e, boolean channelClosed) {
        // An outage is the connection log's one warning; a publish that fails on a lost connection is part of it,
        // even when the connection is back by the time the pending confirms are answered.
        if (!brokerReachable.getAsBoolean() || e instanceof AmqpConnectException || channelClosed) {
            LOG.debug("{} while RabbitMQ is unreachable", what, e);
        } else if (failing.compareAndSet(false, true)) {
            LOG.warn("{}: they stay in the outbox and are published again by the relay ({})", what,
                    e == null ? "no confirm" : e.getMessage());
        } else {
            LOG.debug("{}", what, e);
        }
    }
}
