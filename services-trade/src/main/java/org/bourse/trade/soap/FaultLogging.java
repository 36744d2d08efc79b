package org.bourse.trade.soap;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.bourse.trade.TradeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Replaces CXF's default fault logging for the Trade endpoint (one INFO or WARNING line, sometimes
 * with a stack trace, per fault). A refused request is the caller's business and is logged at DEBUG,
 * except an admin operation refused for want of the admin's credentials (WARN, for whoever watches
 * for probing); contention ({@link TradeException.Busy}) at INFO; an unexpected failure at ERROR with
 * its stack trace, since the caller only gets a generic message. Nothing here logs request content or
 * credentials, so no password.
 */
final class FaultLogging implements FaultListener {

    private static final Logger LOG = LoggerFactory.getLogger(TradeSoapEndpoint.class);

    @Override
    public boolean faultOccurred(Exception exception, String description, Message message) {
        Throwable cause = exception instanceof Fault && exception.getCause() != null ? exception.getCause() : exception;
        String operation = operation(message);
        if (cause instanceof TradeException.Busy busy) {
            LOG.info("Trade SOAP {}: {}", operation, busy.getMessage());
        } else if (cause instanceof TradeException.NotAllowed refused) {
            LOG.warn("Trade SOAP {} refused: {}", operation, refused.getMessage());
        } else if (cause instanceof TradeException refused) {
            LOG.debug("Trade SOAP {} refused: {}", operation, refused.getMessage());
        } else if (TradeFaults.isUnexpected(message)) {
            LOG.error("Trade SOAP {} failed unexpectedly", operation, cause);
        } else {
            LOG.debug("Trade SOAP request refused: {}", exception.getMessage());
        }
        return false;
    }

    private static String operation(Message message) {
        BindingOperationInfo op = message.getExchange() == null ? null : message.getExchange().getBindingOperationInfo();
        return op == null ? "request" : op.getName().getLocalPart();
    }
}
