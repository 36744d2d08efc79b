package org.bourse.trade.soap;

import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.Soap11FaultOutInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.FaultMode;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.bourse.trade.TradeException;

/**
 * Shapes every fault the Trade endpoint sends (runs on the fault path only):
 * <ul>
 * <li>a {@link TradeException} becomes {@code soap:Client} with the exception's message, or
 *     {@code soap:Server} for {@link TradeException.Busy}, plus the {@link TradeFaultDetail} naming it and
 *     carrying its values;</li>
 * <li>any other exception out of the service is {@code soap:Server} with a generic message: the details
 *     go to the log ({@link FaultLogging}), never to the caller;</li>
 * <li>the parser's limit faults name the setting, and a SOAPAction naming no operation is the
 *     client's mistake (CXF says soap:Server).</li>
 * </ul>
 */
final class TradeFaults extends AbstractPhaseInterceptor<SoapMessage> {

    static final String WRONG_TYPE = "a value is not of its WSDL type: ids are xsd:int, quantities xsd:double,"
            + " amounts xsd:decimal";
    static final String UNEXPECTED = "The Trade service failed unexpectedly; the server's log has the details";

    TradeFaults() {
        super(Phase.PREPARE_SEND);
        addBefore(Soap11FaultOutInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (!(message.getContent(Exception.class) instanceof Fault fault)) {
            return;
        }
        if (fault.getCause() instanceof TradeException e) {
            fault.setFaultCode(e instanceof TradeException.Busy ? Fault.FAULT_CODE_SERVER : Fault.FAULT_CODE_CLIENT);
            fault.setMessage(e.getMessage());
            TradeFaultDetail.appendTo(fault.getOrCreateDetail(), e);
        } else if (isUnexpected(message)) {
            fault.setFaultCode(Fault.FAULT_CODE_SERVER);
            fault.setMessage(UNEXPECTED);
            fault.setDetail(null);
        } else {
            explain(fault);
        }
    }

    /** An exception other than a TradeException thrown by the service (or by mapping its result). */
    static boolean isUnexpected(Message message) {
        Exchange exchange = message.getExchange();
        Message in = exchange == null ? null : exchange.getInMessage();
        return in != null && in.get(FaultMode.class) == FaultMode.UNCHECKED_APPLICATION_FAULT;
    }

    private static void explain(Fault fault) {
        String text = fault.getMessage();
        if (text == null) {
            return;
        }
        String setting = null;
        if (text.contains("Maximum Element Depth limit")) {
            setting = "max-element-depth";
        } else if (text.contains("Maximum Element Count limit") || text.contains("Child Elements")) {
            setting = "max-elements";
        } else if (text.contains("Text size limit")) {
            setting = "max-text-length";
        } else if (text.contains("does not match an operation")) {
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        }
        if (setting != null) {
            fault.setMessage(text.strip() + " (bourse.trade.soap.limits." + setting + ")");
        } else if (causedBy(fault, NumberFormatException.class)) {
            fault.setMessage(text.strip() + " (" + WRONG_TYPE + ")");
        }
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
