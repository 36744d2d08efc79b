package org.bourse.trade.orders.broker;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.connection.CachingConnectionFactory;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;

import com.rabbitmq.client.ConnectionFactory;

/**
 * Spring AMQP's caching connection factory, with a pool of its own for the work Spring AMQP hands off
 * (waiting for the confirms of a channel returned to the cache, confirm and return callbacks). A channel
 * returned with confirms pending and closed by a connection cut before they came made that wait throw out of
 * the pool's thread, printed as an uncaught exception with its stack trace ({@code PublisherCallbackChannel is
 * closed}); its unconfirmed orders are still in the outbox and are published again. Here whatever escapes such
 * a task is one line: DEBUG for a closed channel, which the connection's loss explains
 * ({@link BrokerConnectionLog} said so), a WARN otherwise. Spring AMQP's own lines of this factory carry this
 * class's name, whose logger application.properties sets to WARN.
 */
final class BrokerConnectionFactory extends CachingConnectionFactory {

    private static final Logger LOG = LoggerFactory.getLogger(BrokerConnectionFactory.class);

    private final ExecutorService handedOff;

    BrokerConnectionFactory(ConnectionFactory client) {
        super(client);
        CustomizableThreadFactory threads = new CustomizableThreadFactory("broker-channels-") {
            @Override
            public Thread newThread(Runnable task) {
                Thread thread = super.newThread(task);
                thread.setUncaughtExceptionHandler((t, e) -> escaped(e));
                return thread;
            }
        };
        threads.setDaemon(true);
        this.handedOff = Executors.newCachedThreadPool(threads);
    }

    @Override
    protected ExecutorService getChannelsExecutor() {
        return handedOff;
    }

    /** The bean's destroy method: Spring AMQP's {@link #destroy()} (final), then this pool. */
    void shutDown() {
        destroy();
        handedOff.shutdown();
    }

    private static void escaped(Throwable e) {
        if (ConnectionLoss.causes(e) || ConnectionLoss.closedChannel(e)) {
            LOG.debug("A channel closed under a task of Spring AMQP's: {}", e.toString());
        } else {
            LOG.warn("A task of Spring AMQP's on the broker connection failed: {}", e.toString());
        }
    }
}
