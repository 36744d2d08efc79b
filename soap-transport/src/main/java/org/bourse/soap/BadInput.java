package org.bourse.soap;

import javax.xml.stream.XMLStreamException;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.FaultMode;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;

/**
 * The kinds of SOAP request refused as the caller's mistake, each logged (and throttled) on its own.
 * {@link #of} tells them from server failures; the texts it looks for are CXF's and Woodstox's own
 * messages, the only place some of these kinds show.
 */
enum BadInput {
    WRONG_TYPE("a value not of its type"),
    DOCTYPE("DOCTYPE"),
    LIMIT_EXCEEDED("XML limit exceeded"),
    WRONG_SOAP_ACTION("SOAPAction names no operation"),
    UNKNOWN_OPERATION("no such operation"),
    MALFORMED_XML("malformed XML"),
    NOT_VALID("not a valid request"),
    REFUSED_BY_SERVICE("refused by the service");

    private final String label;

    BadInput(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /**
     * The kind of bad input {@code exception} reports, or null if it is a failure of the server's own:
     * anything failing while the response is written, an unchecked exception out of the service, or an
     * exception that is not a {@link Fault} while the request is read.
     */
    static BadInput of(Exception exception, Message message) {
        if (MessageUtils.isOutbound(message)) {
            return null;
        }
        FaultMode mode = message.get(FaultMode.class);
        if (mode == FaultMode.UNCHECKED_APPLICATION_FAULT) {
            return null;
        }
        if (causedBy(exception, NumberFormatException.class)) {
            return WRONG_TYPE;
        }
        if (mode == FaultMode.CHECKED_APPLICATION_FAULT) {
            return REFUSED_BY_SERVICE;
        }
        String text = String.valueOf(exception.getMessage());
        if (text.contains("DTD") || text.contains("DOCTYPE")) {
            return DOCTYPE;
        }
        if (text.contains(" limit ")) {
            return LIMIT_EXCEEDED;
        }
        if (text.contains("does not match an operation")) {
            return WRONG_SOAP_ACTION;
        }
        if (text.contains("was not recognized") || text.contains(NoOperation.MESSAGE)) {
            return UNKNOWN_OPERATION;
        }
        if (causedBy(exception, XMLStreamException.class)) {
            return MALFORMED_XML;
        }
        return exception instanceof Fault ? NOT_VALID : null;
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        return Causes.find(e, type) != null;
    }
}
