/**
 * Order processing: what happens to an order a buy or sell placed. {@link org.bourse.trade.orders.OrdersConfiguration}
 * picks the flow {@code bourse.trade.order-processing} names: {@code sync} processes it in the request's
 * transaction ({@link org.bourse.trade.orders.OrderProcessor}), {@code async} commits it open for this node's
 * workers, {@code broker} commits it open with its hand-over to an {@link org.bourse.trade.orders.OrderQueue},
 * whose RabbitMQ transport is {@code orders.broker}. {@link org.bourse.trade.orders.OpenOrders} processes one
 * committed open order (workers, consumers); {@link org.bourse.trade.orders.OrderBacklog} and
 * {@link org.bourse.trade.orders.PendingOrders} say what still waits. The in-process services place the orders
 * and lend their transactions and quote moves ({@link org.bourse.trade.orders.OrderTransactions},
 * {@link org.bourse.trade.orders.PriceImpact}); docs/trade.md, "Order processing".
 */
package org.bourse.trade.orders;
