package org.bourse.trade.client;

import java.math.BigDecimal;
import java.net.URI;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.xml.ws.WebServiceException;

import org.apache.cxf.binding.soap.SoapFault;
import org.bourse.trade.TradeException;
import org.bourse.trade.soap.TradeFaultDetail;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Turns what a call to the Trade endpoint threw back into the {@link TradeException} the services threw
 * on the other side. A Bourse endpoint names the exception class in the fault's detail
 * ({@link TradeFaultDetail}) and sends its message as the fault string; the subclasses that build
 * their message from values get those values back from the message, and the rebuilt exception is used
 * only if its message is the same, word for word. Anything else — a fault from another Trade server,
 * an unknown reason, a transport failure — is a plain {@code TradeException} with a message that says
 * what happened.
 */
final class RemoteFaults {

    private static final Pattern UNKNOWN_USER = Pattern.compile("No user '(.*)'", Pattern.DOTALL);
    private static final Pattern LOGIN_FAILED = Pattern.compile("Login failed for user '(.*)': .*", Pattern.DOTALL);
    private static final Pattern DUPLICATE_USER = Pattern.compile("User '(.*)' already exists", Pattern.DOTALL);
    private static final Pattern UNKNOWN_SYMBOL = Pattern.compile("No quote for symbol '(.*)'", Pattern.DOTALL);
    private static final Pattern HOLDING_OF_USER = Pattern.compile("Holding (-?\\d+) not found for user '(.*)' \\(.*",
            Pattern.DOTALL);
    private static final Pattern HOLDING = Pattern.compile("Holding (-?\\d+) not found", Pattern.DOTALL);
    private static final Pattern ORDER = Pattern.compile("Order (-?\\d+) (.*)", Pattern.DOTALL);
    private static final Pattern FUNDS = Pattern.compile("Insufficient funds: user '(.*)' needs (-?[0-9.]+) and .*",
            Pattern.DOTALL);

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
        String reason = reason(fault.getDetail());
        if (reason == null) {
            return new TradeException(message, fault);
        }
        TradeException rebuilt = rebuild(reason, message, fault);
        return rebuilt != null && message.equals(rebuilt.getMessage()) ? rebuilt : new TradeException(message, fault);
    }

    static TradeException rebuild(String reason, String message, SoapFault fault) {
        return switch (reason) {
            case "InvalidInput" -> new TradeException.InvalidInput(message);
            case "NotAllowed" -> new TradeException.NotAllowed(message);
            case "Busy" -> new TradeException.Busy(message, fault);
            case "ResetInProgress" -> new TradeException.ResetInProgress(message);
            case "UnknownUser" -> parsed(UNKNOWN_USER, message, m -> new TradeException.UnknownUser(m.group(1)));
            case "LoginFailed" -> parsed(LOGIN_FAILED, message, m -> new TradeException.LoginFailed(m.group(1)));
            case "DuplicateUser" -> parsed(DUPLICATE_USER, message, m -> new TradeException.DuplicateUser(m.group(1)));
            case "UnknownSymbol" -> parsed(UNKNOWN_SYMBOL, message, m -> new TradeException.UnknownSymbol(m.group(1)));
            case "HoldingNotFound" -> {
                TradeException ofUser = parsed(HOLDING_OF_USER, message,
                        m -> new TradeException.HoldingNotFound(m.group(2), Long.parseLong(m.group(1))));
                yield ofUser != null ? ofUser
                        : parsed(HOLDING, message, m -> new TradeException.HoldingNotFound(Long.parseLong(m.group(1))));
            }
            case "OrderNotFound" -> parsed(ORDER, message,
                    m -> new TradeException.OrderNotFound(Long.parseLong(m.group(1)), m.group(2)));
            case "InsufficientFunds" -> parsed(FUNDS, message,
                    m -> new TradeException.InsufficientFunds(m.group(1), new BigDecimal(m.group(2))));
            case "TradeException" -> new TradeException(message, fault);
            default -> null;
        };
    }

    private static TradeException parsed(Pattern pattern, String message, Function<Matcher, TradeException> build) {
        Matcher m = pattern.matcher(message);
        if (!m.matches()) {
            return null;
        }
        try {
            return build.apply(m);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String reason(Element detail) {
        if (detail == null) {
            return null;
        }
        for (Node n = detail.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && TradeFaultDetail.NAMESPACE.equals(e.getNamespaceURI())
                    && TradeFaultDetail.ELEMENT.equals(e.getLocalName())) {
                return e.getTextContent().strip();
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
