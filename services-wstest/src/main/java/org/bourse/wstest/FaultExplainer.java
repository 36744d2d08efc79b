package org.bourse.wstest;

import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.Soap11FaultOutInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Makes the parser's and CXF's own faults as clear as the service's: a fault raised by an XML parser
 * limit names the setting the limit is derived from, and a SOAPAction that names no operation is
 * the client's mistake (CXF reports it as soap:Server). Runs on the fault path only.
 */
final class FaultExplainer extends AbstractPhaseInterceptor<SoapMessage> {

    FaultExplainer() {
        super(Phase.PREPARE_SEND);
        addBefore(Soap11FaultOutInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (!(message.getContent(Exception.class) instanceof Fault fault) || fault.getMessage() == null) {
            return;
        }
        String text = fault.getMessage();
        String setting = null;
        if (text.contains("Maximum Element Depth limit")) {
            setting = "XML depth limit = bourse.wstest.limits.max-list-nodes + " + XmlParserLimits.DEPTH_MARGIN;
        } else if (text.contains("Maximum Element Count limit")) {
            setting = "XML element limit derived from bourse.wstest.limits.max-struct-items and max-list-nodes";
        } else if (text.contains("Text size limit")) {
            setting = "XML text limit derived from bourse.wstest.limits.max-barray-bytes";
        } else if (text.contains("does not match an operation")) {
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        }
        if (setting != null) {
            fault.setMessage(text.strip() + " (" + setting + ")");
        }
    }
}
