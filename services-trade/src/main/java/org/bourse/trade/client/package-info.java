/**
 * Access mode {@code web-services}: a {@link org.bourse.trade.TradeServices} that calls a Trade 6.1
 * SOAP endpoint ({@code bourse.trade.services-url}) with a CXF client made from the committed WSDL, and
 * turns its faults back into {@link org.bourse.trade.TradeException}s. See docs/trade-soap.md.
 */
package org.bourse.trade.client;
