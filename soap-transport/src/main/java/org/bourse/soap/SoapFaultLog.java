package org.bourse.soap;

import java.util.List;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one fault log of every SOAP endpoint, set on the bus in place of CXF's own (which writes most
 * refused requests at WARN with a stack trace of some 60 lines). For each fault on the server side
 * (calls this node makes as a client keep CXF's logging), in this order:
 * <ol>
 * <li>the services' own listeners (beans of type {@link FaultListener}, such as Trade's for its
 *     domain exceptions) are asked first; one that answers {@code false} has dealt with it;</li>
 * <li>a request refused as the caller's mistake ({@link BadInput}) is one INFO line without a stack
 *     trace, and at most one line per kind in each {@code bourse.soap.bad-input-log-interval}: the
 *     refusals held back in between are counted on the next line of that kind;</li>
 * <li>anything else is the server's own failure, logged once at ERROR with its stack trace.</li>
 * </ol>
 * Nothing here logs request content beyond the fault's own text, shortened and on one line.
 */
final class SoapFaultLog implements FaultListener {

    private static final Logger LOG = LoggerFactory.getLogger(SoapFaultLog.class);
    /** The longest fault text quoted in a line: it can carry the caller's input. */
    static final int MAX_DETAIL = 300;

    private final List<FaultListener> services;
    private final ThrottledLines<BadInput> throttle;

    SoapFaultLog(List<FaultListener> services, ThrottledLines<BadInput> throttle) {
        this.services = List.copyOf(services);
        this.throttle = throttle;
    }

    @Override
    public boolean faultOccurred(Exception exception, String description, Message message) {
        if (MessageUtils.isRequestor(message)) {
            // A call this node made as a client (web-services access mode): CXF's own logging, as before.
            return true;
        }
        for (FaultListener service : services) {
            if (!service.faultOccurred(exception, description, message)) {
                return false;
            }
        }
        BadInput kind = BadInput.of(exception, message);
        if (kind == null) {
            Throwable cause = exception instanceof Fault && exception.getCause() != null ? exception.getCause() : exception;
            LOG.error("SOAP {} failed unexpectedly", where(message), cause);
        } else if (LOG.isInfoEnabled()) {
            long heldBack = throttle.admit(kind);
            if (heldBack != ThrottledLines.HELD_BACK) {
                LOG.info("SOAP request to {} refused ({}): {}{}", where(message), kind.label(),
                        oneLine(exception.getMessage()), heldBack == 0 ? ""
                                : " [and " + heldBack + " more refused for this reason since the last such line]");
            }
        }
        return false;
    }

    /** {@code Service.operation}, or the service alone when the request named no operation. */
    private static String where(Message message) {
        Exchange exchange = message.getExchange();
        if (exchange == null || exchange.getService() == null) {
            return "an endpoint";
        }
        String service = exchange.getService().getName().getLocalPart();
        BindingOperationInfo operation = exchange.getBindingOperationInfo();
        return operation == null ? service : service + "." + operation.getName().getLocalPart();
    }

    /** The text on one line, without control characters, and at most {@link #MAX_DETAIL} characters. */
    static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder line = new StringBuilder(Math.min(text.length(), MAX_DETAIL + 1));
        boolean space = false;
        int k = 0;
        for (; k < text.length() && line.length() < MAX_DETAIL; k++) {
            char c = text.charAt(k);
            if (Character.isWhitespace(c) || Character.isISOControl(c)) {
                space = line.length() > 0;
            } else {
                if (space) {
                    line.append(' ');
                    space = false;
                }
                line.append(c);
            }
        }
        if (k < text.length() && !text.substring(k).isBlank()) {
            line.append('…');
        }
        return line.toString();
    }
}
