package org.bourse.trade.orders.broker;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.bourse.trade.orders.BrokerQueue;
import org.bourse.trade.orders.OrderBacklog.QueueState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.AmqpException;
import org.springframework.amqp.core.QueueInformation;
import org.springframework.amqp.rabbit.core.RabbitAdmin;
import org.springframework.context.SmartLifecycle;

/**
 * Looks at the order queue every {@code queue-check-interval} (a passive declare: RabbitMQ's message and
 * consumer counts) on a thread of its own, so that the page, the gauges and readers in general never wait
 * for RabbitMQ. On a node that publishes orders it also says when orders wait with no consumer: one WARN
 * when that has lasted two checks in a row and {@link #GRACE} (a processor reconnecting is not a backlog),
 * one INFO when a consumer is back. Not started on a processor-only node, which has consumers of its own
 * and serves nothing.
 */
final class QueueWatch implements BrokerQueue, SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(QueueWatch.class);

    /**
     * How long orders must have waited with no consumer before it is worth a warning: longer than the
     * consumers' container takes to reconnect after an outage (a retry every 5 s), so that a broker or
     * processor coming back is not reported as a missing processor.
     */
    static final Duration GRACE = Duration.ofSeconds(15);

    private final RabbitAdmin admin;
    private final String queue;
    private final Duration interval;
    private final Clock clock;
    private final boolean autoStartup;
    private volatile Reading latest;
    private int strandedChecks;
    private Instant strandedSince;
    private boolean warned;
    private final Periodic timer;

    QueueWatch(RabbitAdmin admin, BrokerSettings settings, Clock clock) {
        this.admin = admin;
        this.queue = settings.queue();
        this.interval = settings.queueCheckInterval();
        this.clock = clock;
        this.autoStartup = settings.role() != BrokerSettings.Role.PROCESSOR;
        this.timer = new Periodic("trade-queue-watch", interval, this::checkQuietly);
    }

    @Override
    public QueueState state() {
        Reading r = latest;
        // A reading older than three intervals means the checks fail or hang: unknown, not stale figures.
        if (r == null || r.state() == null
                || Duration.between(r.readAt(), clock.instant()).compareTo(interval.multipliedBy(3)) > 0) {
            return QueueState.unknown(queue);
        }
        return r.state();
    }

    /** One check: reads the queue and logs a change between "orders wait with no consumer" and not. */
    void check() {
        QueueState state;
        try {
            QueueInformation info = admin.getQueueInfo(queue);
            // No such queue yet: nothing waits in it (every node declares it on connecting).
            state = info == null ? new QueueState(queue, true, 0, 0)
                    : new QueueState(queue, true, info.getMessageCount(), info.getConsumerCount());
        } catch (AmqpException e) {
            // RabbitMQ unreachable: BrokerConnectionLog has said so; the figures are unknown meanwhile.
            LOG.debug("Queue {} not read: {}", queue, e.getMessage());
            latest = new Reading(clock.instant(), null);
            return;
        }
        latest = new Reading(clock.instant(), state);
        if (state.stranded()) {
            if (strandedChecks++ == 0) {
                strandedSince = clock.instant();
            }
            Duration stranded = Duration.between(strandedSince, clock.instant());
            if (strandedChecks >= 2 && stranded.compareTo(GRACE) >= 0 && !warned) {
                warned = true;
                LOG.warn("{} orders wait in RabbitMQ queue {} and no processor node consumes it (none for {} s): they"
                        + " are processed once one does (bourse.trade.broker.role=processor or both)", state.depth(),
                        queue, stranded.toSeconds());
            }
        } else if (state.consumers() > 0) {
            strandedChecks = 0;
            if (warned) {
                warned = false;
                LOG.info("A processor node consumes RabbitMQ queue {} again ({} consumers, {} orders waiting)", queue,
                        state.consumers(), state.depth());
            }
        } else {
            // no consumer but nothing waits either: not a backlog (yet)
            strandedChecks = 0;
        }
    }

    private void checkQuietly() {
        try {
            check();
        } catch (RuntimeException e) {
            LOG.debug("Queue check failed", e);
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

    @Override
    public boolean isAutoStartup() {
        return autoStartup;
    }

    /** @param state null when RabbitMQ did not answer */
    private record Reading(Instant readAt, QueueState state) {
    }
}
