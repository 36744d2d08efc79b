/**
 * The broker order mode's transport ({@code bourse.trade.order-processing=broker}), RabbitMQ through Spring
 * AMQP: each order handed to the {@link org.bourse.trade.orders.OrderQueue} goes to a durable queue through a
 * transactional outbox ({@code OutboxOrderQueue}, {@code OutboxRelay}), and whichever node has the processor
 * role takes it and hands it to {@link org.bourse.trade.orders.OpenOrders} ({@code OrderConsumer}). Active in
 * that mode only, and reached only through {@code org.bourse.trade.orders}: docs/trade.md, "Order
 * processing", and docs/decisions.md.
 */
package org.bourse.trade.orders.broker;
