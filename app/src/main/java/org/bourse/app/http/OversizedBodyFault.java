package org.bourse.app.http;

import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.Soap11FaultOutInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * A chunked body cut off at the cap is the client's mistake, however CXF wrapped the read failure:
 * JAXB reports it as an unmarshalling error (soap:Client) but Woodstox, when the cap is passed while
 * it lazily reads a long text node, wraps it in a runtime exception that CXF reports as soap:Server.
 * This makes both a soap:Client fault carrying the limit's own message. Runs on the fault path only.
 */
final class OversizedBodyFault extends AbstractPhaseInterceptor<SoapMessage> {

    OversizedBodyFault() {
        super(Phase.PREPARE_SEND);
        addBefore(Soap11FaultOutInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (message.getContent(Exception.class) instanceof Fault fault) {
            for (Throwable cause = fault.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
                if (cause instanceof RequestBodyTooLarge tooLarge) {
                    fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
                    fault.setMessage(tooLarge.getMessage());
                    fault.setDetail(null);
                    return;
                }
            }
        }
    }
}
