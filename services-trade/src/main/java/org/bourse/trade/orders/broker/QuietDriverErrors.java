package org.bourse.trade.orders.broker;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.impl.DefaultExceptionHandler;

/**
 * The RabbitMQ client's handler of errors on its own threads, with a connection that drops (reset, closed
 * socket) left to DEBUG: {@link BrokerConnectionLog} reports the outage once. Errors of consumers,
 * channels and recovery keep the client's own logging.
 */
final class QuietDriverErrors extends DefaultExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(QuietDriverErrors.class);

    @Override
    public void handleUnexpectedConnectionDriverException(Connection conn, Throwable exception) {
        LOG.debug("RabbitMQ connection driver error", exception);
    }
}
