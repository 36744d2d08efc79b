package org.bourse.trade.orders.broker;

import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.trade.OrderOutbox;
import org.bourse.trade.orders.OrderQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The request side of the broker mode. In the order's transaction: an outbox row. Once that has
 * committed: the order id is queued in memory, and one publishing thread sends what has gathered in
 * batches, waits for RabbitMQ's confirms and deletes the confirmed rows. The request never waits for
 * the broker; a crash, a full memory queue or an unreachable broker leave the row to the relay.
 */
final class OutboxOrderQueue implements OrderQueue, SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(OutboxOrderQueue.class);

    private final OrderOutbox outbox;
    private final ConfirmedPublisher publisher;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final int batch;
    private final BlockingQueue<Long> committed;
    private volatile Thread thread;

    OutboxOrderQueue(OrderOutbox outbox, ConfirmedPublisher publisher, TransactionTemplate tx, Clock clock,
            BrokerSettings settings) {
        this.outbox = outbox;
        this.publisher = publisher;
        this.tx = tx;
        this.clock = clock;
        this.batch = settings.publishBatch();
        this.committed = new ArrayBlockingQueue<>(settings.pendingLimit());
    }

    @Override
    public void enqueue(long orderId) {
        outbox.add(orderId, clock.instant().truncatedTo(ChronoUnit.MICROS));
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                if (!committed.offer(orderId)) {
                    LOG.debug("Order {} left to the outbox relay: {} orders already wait to be published", orderId,
                            committed.size());
                }
            }
        });
    }

    private void publishLoop() {
        List<Long> round = new ArrayList<>(batch);
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Long first = committed.poll(1, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                round.add(first);
                committed.drainTo(round, batch - 1);
                List<Long> confirmed = publisher.publish(round);
                if (!confirmed.isEmpty()) {
                    tx.executeWithoutResult(s -> outbox.remove(confirmed));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                // The rows stay: the relay publishes them again, and the consumers ignore a second message. A
                // database that does not answer is told once, by org.bourse.dal.outage.
                if (DatabaseFailures.notAnswering(e)) {
                    LOG.debug("Publishing {} orders failed, the database does not answer: {}", round.size(),
                            e.getMessage());
                } else {
                    LOG.warn("Publishing {} orders failed; the outbox relay retries them: {}", round.size(),
                            e.getMessage());
                }
            } finally {
                round.clear();
            }
        }
    }

    @Override
    public void start() {
        Thread t = new Thread(this::publishLoop, "trade-order-publisher");
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    @Override
    public void stop() {
        Thread t = thread;
        thread = null;
        if (t != null) {
            t.interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return thread != null;
    }
}
