package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;

/**
 * The faults for a request that cannot be read, worded as CXF words JAXB's ("Unmarshalling Error: …",
 * with the trailing space of CXF's message pattern), so that a client and the fault log see the same
 * text whichever binding runs. A value not of its type keeps its {@link NumberFormatException} as the
 * cause: the application's fault handling names the element from it.
 */
final class ReadFaults {

    static final String PREFIX = "Unmarshalling Error: ";

    private ReadFaults() {
    }

    static SoapFault unexpectedElement(String namespace, String localName, Expected expected) {
        return fault("unexpected element (uri:\"" + (namespace == null ? "" : namespace) + "\", local:\"" + localName
                + "\"). Expected elements are " + expected.list(), null);
    }

    /** JAXB reports the adapter's exception as {@code java.lang.NumberFormatException: …}. */
    static SoapFault wrongValue(NumberFormatException e) {
        return fault(e.toString(), e);
    }

    /** Malformed XML, or a parser limit reached while the request was bound. */
    static SoapFault unreadable(XMLStreamException e) {
        return fault(e.getMessage(), e);
    }

    /** Input JAXB does not refuse cleanly (it fails with an unrelated message or a server fault). */
    static SoapFault invalid(String text) {
        return fault(text, null);
    }

    private static SoapFault fault(String text, Throwable cause) {
        return new SoapFault(PREFIX + text + " ", cause, Fault.FAULT_CODE_CLIENT);
    }
}
