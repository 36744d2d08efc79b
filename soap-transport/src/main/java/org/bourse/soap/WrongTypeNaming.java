package org.bourse.soap;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor;

/**
 * Names the element whose value was not of its type. JAXB reports only the value ("Unmarshalling Error:
 * java.lang.NumberFormatException: 4294967336 does not fit an xsd:int …"); when it gives up, the reader
 * still stands on the element whose text it was converting, so the fault can say {@code holdingID: …}.
 * Works while the request chain unwinds, before the fault is logged or sent; does nothing otherwise.
 */
final class WrongTypeNaming extends AbstractPhaseInterceptor<Message> {

    static final String PREFIX = "Unmarshalling Error: ";

    WrongTypeNaming() {
        super(Phase.UNMARSHAL);
        addBefore(DocLiteralInInterceptor.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        // Nothing to do unless reading fails.
    }

    @Override
    public void handleFault(Message message) {
        if (!(message.getContent(Exception.class) instanceof Fault fault)) {
            return;
        }
        NumberFormatException wrong = Causes.find(fault, NumberFormatException.class);
        if (wrong == null) {
            return;
        }
        String element = element(message.getContent(XMLStreamReader.class));
        fault.setMessage(PREFIX + (element == null ? "" : element + ": ") + wrong.getMessage());
        fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
    }

    private static String element(XMLStreamReader reader) {
        try {
            if (reader != null && (reader.getEventType() == XMLStreamConstants.END_ELEMENT
                    || reader.getEventType() == XMLStreamConstants.START_ELEMENT)) {
                return reader.getLocalName();
            }
        } catch (IllegalStateException e) {
            // A reader that cannot say where it is: the fault just goes without the name.
        }
        return null;
    }
}
