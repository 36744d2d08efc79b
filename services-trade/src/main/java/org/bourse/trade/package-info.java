/**
 * The Trade business services as callers see them: {@link org.bourse.trade.TradeServices}, its value
 * types and its failures. The in-process implementation is in {@code inprocess}, the processing of the
 * orders it places in {@code orders} (the broker mode's RabbitMQ transport in {@code orders.broker}), the
 * SOAP endpoint in {@code soap}, and the implementation that calls a remote Trade SOAP endpoint in {@code client}. Beside
 * them, services the web tier asks instead of the data access: the invariant check ({@code invariants})
 * and the cluster-wide scenario statistics ({@code scenario}).
 */
package org.bourse.trade;
