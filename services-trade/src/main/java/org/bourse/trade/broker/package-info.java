/**
 * The broker order mode ({@code bourse.trade.order-processing=broker}): each order is handed to a
 * durable RabbitMQ queue through a transactional outbox, and processed by whichever node has the
 * processor role. Active in that mode only; docs/trade.md, "Order processing", and docs/decisions.md.
 */
package org.bourse.trade.broker;
