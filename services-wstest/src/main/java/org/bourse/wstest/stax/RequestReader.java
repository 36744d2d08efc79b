package org.bourse.wstest.stax;

import java.util.List;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.interceptor.Fault;
import org.bourse.wstest.wire.COfTestStruct;
import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoStruct;
import org.bourse.wstest.wire.EchoSynthetic;
import org.bourse.wstest.wire.EchoVoid;
import org.bourse.wstest.wire.GetOrder;
import org.bourse.wstest.wire.Synthetic;
import org.bourse.wstest.wire.TestStruct;

/** Reads the five WSTest request elements into the generated wire objects the endpoint takes. */
final class RequestReader {

    private final Cursor at;
    private final StructReader structs;

    private RequestReader(XMLStreamReader in) {
        this.at = new Cursor(in);
        this.structs = new StructReader(at);
    }

    /**
     * From the request element's start tag; leaves the reader on the event after its end tag, as JAXB
     * does, so CXF sees anything that follows it in the Body.
     *
     * @throws Fault for anything that is not a WSTest request, as JAXB's binding would
     */
    static Object read(XMLStreamReader in) {
        if (in.getEventType() != XMLStreamConstants.START_ELEMENT) {
            throw new IllegalStateException("The reader must stand on the request element's start tag, not on event "
                    + in.getEventType());
        }
        RequestReader reader = new RequestReader(in);
        try {
            Object request = reader.request();
            reader.at.leave();
            return request;
        } catch (XMLStreamException e) {
            throw ReadFaults.unreadable(e);
        } catch (RuntimeException e) {
            // Woodstox reports some errors in text it parses lazily unchecked, wrapping the XMLStreamException.
            XMLStreamException parse = parseError(e);
            if (parse == null) {
                throw e;
            }
            throw ReadFaults.unreadable(parse);
        }
    }

    private static XMLStreamException parseError(RuntimeException e) {
        if (e instanceof Fault) {
            return null;
        }
        for (Throwable t = e.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
            if (t instanceof XMLStreamException parse) {
                return parse;
            }
        }
        return null;
    }

    private Object request() throws XMLStreamException {
        String name = at.child();
        if (name == null) {
            throw at.unexpected(Expected.OPERATION);
        }
        return switch (name) {
            case "EchoList" -> echoList();
            case "EchoStruct" -> echoStruct();
            case "GetOrder" -> getOrder();
            case "EchoSynthetic" -> echoSynthetic();
            case "EchoVoid" -> echoVoid();
            default -> throw at.unexpected(Expected.OPERATION);
        };
    }

    private EchoVoid echoVoid() throws XMLStreamException {
        if (at.nextChild()) {
            throw at.unexpected(Expected.NONE);
        }
        return new EchoVoid();
    }

    private EchoList echoList() throws XMLStreamException {
        EchoList request = new EchoList();
        request.setList(only("list", Expected.ECHO_LIST, structs::node));
        return request;
    }

    private EchoStruct echoStruct() throws XMLStreamException {
        EchoStruct request = new EchoStruct();
        request.setArray(only("array", Expected.ECHO_STRUCT, this::array));
        return request;
    }

    private COfTestStruct array() throws XMLStreamException {
        COfTestStruct array = new COfTestStruct();
        List<TestStruct> items = array.getL();
        while (at.nextChild()) {
            if (!at.isChild("l")) {
                throw at.unexpected(Expected.ARRAY);
            }
            items.add(structs.struct());
        }
        return array;
    }

    private EchoSynthetic echoSynthetic() throws XMLStreamException {
        EchoSynthetic request = new EchoSynthetic();
        request.setSynth(only("synth", Expected.ECHO_SYNTHETIC, this::synthetic));
        return request;
    }

    /** The one child an element may hold ({@code null} if absent, the last if repeated, as with JAXB). */
    private <T> T only(String name, Expected expected, Part<T> part) throws XMLStreamException {
        T value = null;
        while (at.nextChild()) {
            if (!at.isChild(name)) {
                throw at.unexpected(expected);
            }
            value = part.read();
        }
        return value;
    }

    /** Reads one element, from its start tag to its end tag. */
    @FunctionalInterface
    private interface Part<T> {
        T read() throws XMLStreamException;
    }

    /** Synthetic's elements are not nillable: JAXB reads an {@code xsi:nil} on them as if it were not there. */
    private Synthetic synthetic() throws XMLStreamException {
        Synthetic synthetic = new Synthetic();
        while (at.nextChild()) {
            String name = at.child();
            if (name == null) {
                throw at.unexpected(Expected.SYNTHETIC);
            }
            switch (name) {
                case "Strng" -> synthetic.setStrng(at.text());
                case "Strct" -> synthetic.setStrct(structs.struct());
                case "Barray" -> synthetic.setBarray(at.base64Value());
                default -> throw at.unexpected(Expected.SYNTHETIC);
            }
        }
        return synthetic;
    }

    /** A missing int stays null: the endpoint names it. */
    private GetOrder getOrder() throws XMLStreamException {
        GetOrder request = new GetOrder();
        while (at.nextChild()) {
            String name = at.child();
            if (name == null) {
                throw at.unexpected(Expected.GET_ORDER);
            }
            switch (name) {
                case "orderId" -> request.setOrderId(at.intValue());
                case "customerId" -> request.setCustomerId(at.intValue());
                case "messageSize" -> request.setMessageSize(at.intValue());
                default -> throw at.unexpected(Expected.GET_ORDER);
            }
        }
        return request;
    }
}
