package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.databinding.DataBinding;
import org.apache.cxf.interceptor.Fault;

/**
 * The WSTest messages read and written with StAX directly, without JAXB: the same generated wire objects,
 * the same bytes on the wire and the same faults for bad input as CXF's JAXB binding gives (see
 * {@code docs/wstest.md}, "Data bindings", for the few texts JAXB cannot refuse cleanly). Selected with
 * {@code bourse.wstest.binding=stax}; {@link #read} and {@link #write} let a benchmark call the codec alone.
 */
public final class WsTestStax {

    private WsTestStax() {
    }

    /** A new CXF data binding for one WSTest endpoint (each endpoint's service gets its own). */
    public static DataBinding dataBinding() {
        return new StaxDataBinding();
    }

    /**
     * Reads one request element (EchoVoid, EchoStruct, EchoList, EchoSynthetic or GetOrder) into its wire
     * object.
     *
     * @param in on the request element's start tag; left on the event after its end tag, as JAXB leaves it
     * @throws Fault (a {@code soap:Client} SoapFault) for malformed XML, an element the request may not hold
     *               or a value not of its type, worded as with JAXB
     */
    public static Object read(XMLStreamReader in) {
        return RequestReader.read(in);
    }

    /**
     * Writes one response element (EchoVoidResponse, EchoStructResponse, EchoListResponse,
     * EchoSyntheticResponse or GetOrderResponse). A Stax2 writer (Woodstox, as CXF uses) gets JAXB's very
     * bytes as raw text; any other writer the same XML through the plain StAX calls.
     *
     * @throws IllegalArgumentException if {@code response} is not a WSTest response element
     * @throws Fault                    if the writer fails
     */
    public static void write(Object response, XMLStreamWriter out) {
        try {
            ResponseWriter.write(response, out);
        } catch (XMLStreamException e) {
            throw new Fault(e);
        }
    }
}
