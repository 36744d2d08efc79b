package org.bourse.trade.orders;

/**
 * The broker order mode's queue as the node last saw it (org.bourse.trade.orders.broker; only in that mode).
 * Reading it never waits for RabbitMQ.
 */
public interface BrokerQueue {

    OrderBacklog.QueueState state();
}
