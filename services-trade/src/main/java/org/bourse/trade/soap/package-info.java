/**
 * The Trade 6.1 SOAP endpoint ({@code /services/TradeWSServices}): the committed
 * {@code wsdl/TradeServices.wsdl}, served by CXF from the types generated into
 * {@code org.bourse.trade.wire}, mapped onto {@link org.bourse.trade.TradeServices}. Faults, admin
 * protection and parser limits are described in docs/trade-soap.md.
 */
package org.bourse.trade.soap;
