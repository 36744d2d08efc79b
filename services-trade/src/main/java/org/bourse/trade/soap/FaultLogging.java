package org.bourse.trade.soap;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.bourse.trade.TradeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How a {@link TradeException} out of the Trade endpoint is logged. The bus's SOAP fault log (in the
 * application's SOAP transport) asks this first and deals with every other fault itself: bad input
 * as one throttled line, an unexpected failure at ERROR with its stack trace. A refusal by the
 * services is the caller's business and is logged at DEBUG, except an admin operation refused for
 * want of the admin's credentials (WARN, for whoever watches for probing), and contention
 * ({@link TradeException.Busy}) at INFO. Nothing here logs request content or credentials.
 */
final class FaultLogging implements FaultListener {

    private static final Logger LOG = LoggerFactory.getLogger(TradeSoapEndpoint.class);

    /** @return false when the fault was a TradeException, now logged; true leaves it to the bus's fault log */
    @Override
    public boolean faultOccurred(Exception exception, String description, Message message) {
        Throwable cause = exception instanceof Fault && exception.getCause() != null ? exception.getCause() : exception;
        if (!(cause instanceof TradeException refused)) {
            return true;
        }
        String operation = operation(message);
        if (refused instanceof TradeException.Busy) {
            LOG.info("Trade SOAP {}: {}", operation, refused.getMessage());
        } else if (refused instanceof TradeException.NotAllowed) {
            LOG.warn("Trade SOAP {} refused: {}", operation, refused.getMessage());
        } else {
            LOG.debug("Trade SOAP {} refused: {}", operation, refused.getMessage());
        }
        return false;
    }

    private static String operation(Message message) {
        BindingOperationInfo op = message.getExchange() == null ? null : message.getExchange().getBindingOperationInfo();
        return op == null ? "request" : op.getName().getLocalPart();
    }
}
