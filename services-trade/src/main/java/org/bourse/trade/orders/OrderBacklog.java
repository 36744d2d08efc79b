package org.bourse.trade.orders;

import java.time.Duration;
import java.util.Optional;

/**
 * What waits to be processed, for operators ({@code /config}, the Prometheus gauges; docs/operations.md):
 * the orders open in the database and, in the broker mode, the queue. Each reading is cached briefly and
 * bounded in time, so a page view or a scrape is cheap and never hangs on an engine that does not
 * answer: the reading is then unknown. In process only (a node in the web-services access mode has no
 * database of its own and no such bean).
 */
public interface OrderBacklog {

    /** The open orders: how many, and how long the oldest has waited. */
    OpenOrders openOrders();

    /** The broker queue; empty unless {@code bourse.trade.order-processing=broker}. */
    Optional<QueueState> queue();

    /**
     * @param known      false when the database did not answer in time (the other fields are then zero)
     * @param count      orders open
     * @param oldestAge  how long the oldest open order has been open (zero when none is)
     */
    record OpenOrders(boolean known, long count, Duration oldestAge) {

        public static OpenOrders unknown() {
            return new OpenOrders(false, 0, Duration.ZERO);
        }
    }

    /**
     * @param name      the queue's name ({@code bourse.trade.broker.queue})
     * @param known     false when RabbitMQ did not answer lately (the figures are then zero)
     * @param depth     messages ready in the queue (orders no consumer has taken yet)
     * @param consumers consumers on the queue (four per processor node by default)
     */
    record QueueState(String name, boolean known, long depth, long consumers) {

        public static QueueState unknown(String name) {
            return new QueueState(name, false, 0, 0);
        }

        /** Orders wait and nothing takes them: no processor node is consuming. */
        public boolean stranded() {
            return known && depth > 0 && consumers == 0;
        }
    }
}
