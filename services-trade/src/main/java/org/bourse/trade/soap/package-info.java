/**
 * The Trade 6.1 SOAP endpoint ({@code /services/TradeWSServices}): the committed
 * {@code wsdl/TradeServices.wsdl}, served by CXF from the types generated into
 * {@code org.bourse.trade.wire}, mapped onto {@link org.bourse.trade.TradeServices}. The same endpoint
 * answers .NET StockTrader's SOAPActions ({@code SoapActions}) and requests in Geronimo DayTrader's
 * namespace ({@code GeronimoNamespace}). Faults, admin protection, parser limits and the accepted
 * client variants are described in docs/trade-soap.md.
 */
package org.bourse.trade.soap;
