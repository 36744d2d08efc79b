package org.bourse.trade.orders.broker;

import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;

import org.springframework.amqp.AmqpConnectException;
import org.springframework.amqp.AmqpException;
import org.springframework.amqp.rabbit.connection.ChannelProxy;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.ShutdownSignalException;

/**
 * Whether a failure is the connection's loss or refusal, which {@link BrokerConnectionLog} reports once per
 * outage, as opposed to anything else (a channel closed by RabbitMQ for a reason of its own), which the part
 * that met it still reports.
 */
final class ConnectionLoss {

    private ConnectionLoss() {
    }

    /**
     * The connection's loss or refusal, anywhere in the causes: a socket error (ConnectException and
     * NoRouteToHostException are ones), a connect that timed out (an address that no longer answers: RabbitMQ
     * moved), a name that does not resolve; a channel-level close is not.
     */
    static boolean causes(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof AmqpConnectException || c instanceof SocketException
                    || c instanceof SocketTimeoutException || c instanceof UnknownHostException
                    || c instanceof ShutdownSignalException s && s.isHardError()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What Spring AMQP's channel proxy throws for a channel that closed under it ("PublisherCallbackChannel is
     * closed", "Channel closed; cannot …"): the cut's, when it comes before the connection's shutdown reached
     * {@link BrokerConnectionLog}; a channel RabbitMQ closed for an error of its own is logged by Spring AMQP as it
     * closes.
     */
    static boolean closedChannel(Throwable e) {
        return (e instanceof AmqpException || e instanceof IllegalStateException) && e.getMessage() != null
                && (e.getMessage().endsWith(" is closed") || e.getMessage().startsWith("Channel closed"));
    }

    /** The client's channel under Spring AMQP's proxy, as it is now. */
    static Channel underlying(Channel channel) {
        Channel target = channel instanceof ChannelProxy proxy ? proxy.getTargetChannel() : null;
        return target == null ? channel : target;
    }

    /**
     * Whether a client's channel (not Spring AMQP's proxy, which opens a new one on demand) was closed with its
     * connection, as opposed to by RabbitMQ for an error of the channel's own.
     */
    static boolean closedWithItsConnection(Channel channel) {
        if (channel.isOpen()) {
            return false;
        }
        ShutdownSignalException reason = channel.getCloseReason();
        return reason == null || reason.isHardError() || !channel.getConnection().isOpen();
    }
}
