package org.bourse.web.config;

import java.util.Optional;

import org.bourse.trade.orders.OrderBacklog;

/**
 * What waits to be processed, as {@code /config} shows it and {@code /config/backlog.json} gives it: a null
 * figure is unknown (the database or RabbitMQ did not answer in time); {@code queue} is null outside the
 * broker mode, and {@code available} false on a node without Trade services of its own (web-services access).
 *
 * @param stranded orders wait in the queue and nothing consumes it: no processor node is running
 */
record BacklogStatus(boolean available, Long openOrders, Double oldestOpenOrderAgeSeconds, Queue queue,
        boolean stranded) {

    /** @param depth messages waiting, null if unknown; @param consumers consumers on it, null if unknown */
    record Queue(String name, Long depth, Long consumers) {
    }

    static BacklogStatus of(Optional<OrderBacklog> backlog) {
        if (backlog.isEmpty()) {
            return new BacklogStatus(false, null, null, null, false);
        }
        OrderBacklog.OpenOrders open = backlog.get().openOrders();
        Optional<OrderBacklog.QueueState> state = backlog.get().queue();
        Queue queue = state.map(q -> q.known() ? new Queue(q.name(), q.depth(), q.consumers())
                : new Queue(q.name(), null, null)).orElse(null);
        return new BacklogStatus(true, open.known() ? open.count() : null,
                open.known() ? open.oldestAge().toMillis() / 1000.0 : null, queue,
                state.map(OrderBacklog.QueueState::stranded).orElse(false));
    }
}
