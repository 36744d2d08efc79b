package org.bourse.trade.orders.broker;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.AmqpConnectException;
import org.springframework.amqp.rabbit.listener.ListenerContainerConsumerFailedEvent;
import org.springframework.context.ApplicationListener;

import com.rabbitmq.client.ShutdownSignalException;

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
        if (connectionFailure(t)) {
            LOG.debug("{}: {}", event.getReason(), t == null ? "" : t.toString());
        } else {
            // the throwable as text: as the last argument SLF4J would print its stack trace
            LOG.warn("Order consumer restarts after a failure: {} ({})", event.getReason(), String.valueOf(t));
        }
    }

    /**
     * The connection's loss or refusal, anywhere in the causes, also a connect that timed out (an address that
     * no longer answers: RabbitMQ moved) or a name that does not resolve; a channel-level close is not.
     */
    static boolean connectionFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof AmqpConnectException || c instanceof java.net.ConnectException
                    || c instanceof java.net.SocketTimeoutException || c instanceof java.net.NoRouteToHostException
                    || c instanceof java.net.UnknownHostException
                    || c instanceof ShutdownSignalException s && s.isHardError()) {
                return true;
            }
        }
        return false;
    }
}
