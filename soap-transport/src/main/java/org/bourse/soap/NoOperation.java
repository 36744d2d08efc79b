package org.bourse.soap;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.interceptor.ServiceInvokerInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * A request whose SOAP Body names no operation (an empty Body) is the caller's mistake. Left alone,
 * CXF's invoker logs it at ERROR ("Invocation without a binding operation") and answers soap:Server.
 */
final class NoOperation extends AbstractPhaseInterceptor<Message> {

    static final String MESSAGE = "The SOAP Body names no operation of this service";

    NoOperation() {
        super(Phase.INVOKE);
        addBefore(ServiceInvokerInterceptor.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        if (message.getExchange().getBindingOperationInfo() == null && !MessageUtils.isRequestor(message)) {
            throw new SoapFault(MESSAGE, Fault.FAULT_CODE_CLIENT);
        }
    }
}
