/**
 * The Trade business services as callers see them: {@link org.bourse.trade.TradeServices}, its value
 * types and its failures. The in-process implementation is in {@code inprocess}, the SOAP endpoint in
 * {@code soap}, and the implementation that calls a remote Trade SOAP endpoint in {@code client}.
 */
package org.bourse.trade;
