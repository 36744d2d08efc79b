package org.bourse.trade.orders.broker;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.listener.ListenerContainerConsumerFailedEvent;
import org.springframework.context.ApplicationListener;

/**
 * What the consumers' container reports when a consumer fails and restarts. Its own logger stays at ERROR
 * (application.properties), because a broker outage made it log a warning with a stack trace per consumer
 * every five seconds; here a failure that is the connection's (reported once by {@link BrokerConnectionLog})
 * goes to DEBUG, and any other one stays a warning of one line. Fatal failures the container logs itself.
 */
final class ConsumerFailureLog implements ApplicationListener<ListenerContainerConsumerFailedEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(ConsumerFailureLog.class);

    @Override
    public void onApplicationEvent(ListenerContainerConsumerFailedEvent event) {
        Throwable t = event.getThrowable();
        if (event.isFatal()) {
            return;
        }
        if (ConnectionLoss.causes(t)) {
            LOG.debug("{}: {}", event.getReason(), t == null ? "" : t.toString());
        } else {
            // the throwable as text: as the last argument SLF4J would print its stack trace
            LOG.warn("Order consumer restarts after a failure: {} ({})", event.getReason(), String.valueOf(t));
        }
    }
}
