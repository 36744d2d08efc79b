package org.bourse.trade.orders.broker;

import java.time.Clock;
import java.util.List;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.trade.OrderOutbox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Publishes what the outbox still holds after {@code relay-age}: orders of a node that died between its
 * commit and RabbitMQ's confirm, or that were committed while the broker was unreachable. Every node
 * runs one. The rows are locked while they are published, so relays of several nodes take turns rather
 * than each publishing the same orders; a message sent twice anyway (a crash before the delete commits)
 * is harmless, because processing an order that is no longer open does nothing.
 */
final class OutboxRelay implements SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(OutboxRelay.class);

    private final OrderOutbox outbox;
    private final ConfirmedPublisher publisher;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final BrokerSettings settings;
    private final Periodic timer;

    OutboxRelay(OrderOutbox outbox, ConfirmedPublisher publisher, TransactionTemplate tx, Clock clock,
            BrokerSettings settings) {
        this.outbox = outbox;
        this.publisher = publisher;
        this.tx = tx;
        this.clock = clock;
        this.settings = settings;
        this.timer = new Periodic("trade-outbox-relay", settings.relayInterval(), this::relayQuietly);
    }

    /** One pass: publishes rows older than relay-age, a batch per transaction. @return how many were confirmed */
    int relay() {
        int total = 0;
        while (true) {
            int[] round = new int[2];
            tx.executeWithoutResult(s -> {
                List<Long> left = outbox.lockOlderThan(clock.instant().minus(settings.relayAge()),
                        settings.publishBatch());
                round[0] = left.size();
                if (!left.isEmpty()) {
                    List<Long> confirmed = publisher.publish(left);
                    outbox.remove(confirmed);
                    round[1] = confirmed.size();
                }
            });
            total += round[1];
            // A full batch, all confirmed: there may be more. Otherwise wait for the next pass.
            if (round[0] < settings.publishBatch() || round[1] < round[0]) {
                break;
            }
        }
        if (total > 0) {
            LOG.info("Published {} orders left in the outbox", total);
        }
        return total;
    }

    private void relayQuietly() {
        try {
            relay();
        } catch (RuntimeException e) {
            if (DatabaseFailures.notAnswering(e)) {
                // the database outage is told once, by org.bourse.dal.outage; the rows wait for a pass that works
                LOG.debug("Outbox relay pass failed, the database does not answer: {}", e.getMessage());
            } else {
                LOG.warn("Outbox relay pass failed, tried again in {}: {}", settings.relayInterval(), e.getMessage());
            }
        }
    }

    @Override
    public void start() {
        timer.start();
    }

    @Override
    public void stop() {
        timer.stop();
    }

    @Override
    public boolean isRunning() {
        return timer.isRunning();
    }
}
