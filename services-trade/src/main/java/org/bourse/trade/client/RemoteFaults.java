package org.bourse.trade.client;

import java.math.BigDecimal;
import java.net.URI;

import jakarta.xml.ws.WebServiceException;

import org.apache.cxf.binding.soap.SoapFault;
import org.bourse.trade.TradeException;
import org.bourse.trade.soap.TradeFaultDetail;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Turns what a call to the Trade endpoint threw back into the {@link TradeException} the services threw
 * on the other side. A Bourse endpoint names the exception class in the fault's detail
 * ({@link TradeFaultDetail}), with the values it was built from as attributes, and sends its message
 * as the fault string; the exception is rebuilt from those typed values, and used only if its message
 * is the fault string, word for word (a server that words it differently is still understood, as a
 * plain exception). Anything else — a fault from another Trade server, an unknown reason, a reason
 * without its values, a transport failure — is a plain {@code TradeException} with a message that says
 * what happened.
 */
final class RemoteFaults {

    private final URI url;

    RemoteFaults(URI url) {
        this.url = url;
    }

    TradeException toTradeException(WebServiceException e) {
        SoapFault fault = soapFault(e);
        if (fault == null) {
            return new TradeException("The Trade services at " + url + " could not be reached: " + rootMessage(e), e);
        }
        String message = fault.getMessage() == null ? "" : fault.getMessage();
        Element reason = reason(fault.getDetail());
        if (reason == null) {
            return new TradeException(message, fault);
        }
        TradeException rebuilt = rebuild(reason.getTextContent().strip(), reason, message, fault);
        return rebuilt != null && message.equals(rebuilt.getMessage()) ? rebuilt : new TradeException(message, fault);
    }

    /** The exception {@code reason} names, from the detail's values; null if a value it needs is missing. */
    private static TradeException rebuild(String reason, Element values, String message, SoapFault fault) {
        String user = value(values, TradeFaultDetail.USER_ID);
        try {
            return switch (reason) {
                case "InvalidInput" -> new TradeException.InvalidInput(message);
                case "NotAllowed" -> new TradeException.NotAllowed(message);
                case "Busy" -> new TradeException.Busy(message, fault);
                case "ResetInProgress" -> new TradeException.ResetInProgress(message);
                case "UnknownUser" -> user == null ? null : new TradeException.UnknownUser(user);
                case "LoginFailed" -> user == null ? null : new TradeException.LoginFailed(user);
                case "DuplicateUser" -> user == null ? null : new TradeException.DuplicateUser(user);
                case "UnknownSymbol" -> {
                    String symbol = value(values, TradeFaultDetail.SYMBOL);
                    yield symbol == null ? null : new TradeException.UnknownSymbol(symbol);
                }
                case "HoldingNotFound" -> {
                    String holding = value(values, TradeFaultDetail.HOLDING_ID);
                    yield holding == null ? null
                            : user == null ? new TradeException.HoldingNotFound(Long.parseLong(holding))
                            : new TradeException.HoldingNotFound(user, Long.parseLong(holding));
                }
                case "OrderNotFound" -> {
                    String order = value(values, TradeFaultDetail.ORDER_ID);
                    String problem = value(values, TradeFaultDetail.PROBLEM);
                    yield order == null || problem == null ? null
                            : new TradeException.OrderNotFound(Long.parseLong(order), problem);
                }
                case "InsufficientFunds" -> {
                    String needed = value(values, TradeFaultDetail.NEEDED);
                    yield user == null || needed == null ? null
                            : new TradeException.InsufficientFunds(user, new BigDecimal(needed));
                }
                case "TradeException" -> new TradeException(message, fault);
                default -> null;
            };
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** An attribute of the detail element, or null when it is absent. */
    private static String value(Element values, String name) {
        return values.hasAttribute(name) ? values.getAttribute(name) : null;
    }

    private static Element reason(Element detail) {
        if (detail == null) {
            return null;
        }
        for (Node n = detail.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && TradeFaultDetail.NAMESPACE.equals(e.getNamespaceURI())
                    && TradeFaultDetail.ELEMENT.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    /** Without a SAAJ implementation CXF reports a fault as a WebServiceException caused by the SoapFault. */
    private static SoapFault soapFault(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SoapFault f) {
                return f;
            }
        }
        return null;
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null || message.isBlank() ? root.getClass().getSimpleName() : message;
    }
}
