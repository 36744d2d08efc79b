package org.bourse.app.metrics;

import java.util.function.ToDoubleFunction;

import org.bourse.trade.orders.OrderBacklog;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * The order backlog as gauges (docs/operations.md, "Backlog"): open orders and the oldest one's age on every
 * in-process node, and the broker queue's depth and consumers in the broker mode. NaN while the figure is
 * unknown (the engine did not answer); a scrape reads the backlog's cached readings and never waits long.
 */
final class BacklogMetrics implements MeterBinder {

    private final OrderBacklog backlog;

    BacklogMetrics(OrderBacklog backlog) {
        this.backlog = backlog;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        open(registry, "bourse.trade.orders.open", "Orders accepted and not processed yet", null,
                o -> o.count());
        open(registry, "bourse.trade.orders.open.oldest.age", "How long the oldest open order has waited", "seconds",
                o -> o.oldestAge().toMillis() / 1000.0);
        if (backlog.queue().isPresent()) {
            queue(registry, "bourse.broker.queue.depth", "Order messages waiting in the RabbitMQ queue",
                    q -> q.depth());
            queue(registry, "bourse.broker.queue.consumers", "Consumers on the RabbitMQ order queue",
                    q -> q.consumers());
        }
    }

    private void open(MeterRegistry registry, String name, String description, String unit,
            ToDoubleFunction<OrderBacklog.OpenOrders> value) {
        Gauge.builder(name, backlog, b -> {
            OrderBacklog.OpenOrders o = b.openOrders();
            return o.known() ? value.applyAsDouble(o) : Double.NaN;
        }).description(description).baseUnit(unit).register(registry);
    }

    private void queue(MeterRegistry registry, String name, String description,
            ToDoubleFunction<OrderBacklog.QueueState> value) {
        Gauge.builder(name, backlog, b -> b.queue().filter(OrderBacklog.QueueState::known)
                .map(value::applyAsDouble).orElse(Double.NaN)).description(description).register(registry);
    }
}
