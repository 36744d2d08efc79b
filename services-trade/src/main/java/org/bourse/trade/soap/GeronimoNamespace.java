package org.bourse.trade.soap;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.interceptor.AbstractOutDatabindingInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Requests in Apache Geronimo DayTrader's namespace ({@value #GERONIMO}), the namespace of the only public
 * WSDL of the Trade lineage: the same operations and types as Trade 6.1's, renamed. Such a request is read
 * as if it were in the Trade namespace, and its answer is written back in Geronimo's, so that a client
 * generated from that WSDL works unchanged while the published WSDL stays Trade 6.1's.
 * <p>
 * {@link In} looks at the namespace of the Body's first element once, after CXF has entered the
 * Body: a Trade request costs one comparison and goes on as it came; a Geronimo one is read through a
 * {@link RenamingReader} and marks its exchange, and {@link Out} then writes its answer through a
 * {@link RenamingWriter}. Faults need nothing: nothing in them is in either namespace.
 */
final class GeronimoNamespace {

    static final String GERONIMO = "http://daytrader.samples.geronimo.apache.org";
    static final String TRADE = "http://trade.samples.websphere.ibm.com";

    private static final RenamedNamespace NAMES = new RenamedNamespace(GERONIMO, TRADE);
    /** Exchange key: the request came in Geronimo's namespace. */
    private static final String RENAMED = GeronimoNamespace.class.getName();

    private GeronimoNamespace() {
    }

    /** Reads a Geronimo request as a Trade one. */
    static final class In extends AbstractPhaseInterceptor<Message> {

        /**
         * In the phase after READ, where CXF's binding has entered the Body: an ordering constraint on its
         * StartBodyInterceptor within READ would not hold, since this is added to the chain before the
         * binding's interceptors are.
         */
        In() {
            super(Phase.PRE_PROTOCOL);
        }

        @Override
        public void handleMessage(Message message) {
            XMLStreamReader reader = message.getContent(XMLStreamReader.class);
            if (reader == null || !GERONIMO.equals(firstBodyElementNamespace(reader))) {
                return;
            }
            message.setContent(XMLStreamReader.class, new RenamingReader(reader, NAMES));
            message.getExchange().put(RENAMED, Boolean.TRUE);
        }

        /**
         * Moves past what may precede the Body's first element (white space, comments) as the binding
         * would next, and tells its namespace; null for an empty Body.
         */
        private static String firstBodyElementNamespace(XMLStreamReader reader) {
            try {
                int event = reader.getEventType();
                while (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT
                        && event != XMLStreamConstants.END_DOCUMENT && reader.hasNext()) {
                    event = reader.next();
                }
                return event == XMLStreamConstants.START_ELEMENT ? reader.getNamespaceURI() : null;
            } catch (XMLStreamException e) {
                Fault malformed = new Fault(e);
                malformed.setFaultCode(Fault.FAULT_CODE_CLIENT);
                throw malformed;
            }
        }
    }

    /** Writes the answer to a Geronimo request in Geronimo's namespace. */
    static final class Out extends AbstractPhaseInterceptor<Message> {

        /** After PRE_STREAM, where the binding makes the writer; before WRITE, where the envelope is written. */
        Out() {
            super(Phase.PRE_PROTOCOL);
        }

        @Override
        public void handleMessage(Message message) {
            Exchange exchange = message.getExchange();
            if (exchange == null || exchange.get(RENAMED) == null) {
                return;
            }
            XMLStreamWriter writer = message.getContent(XMLStreamWriter.class);
            if (writer != null) {
                message.setContent(XMLStreamWriter.class, new RenamingWriter(writer, NAMES));
                // Otherwise JAXB writes the answer straight to the output stream, past any writer.
                message.put(AbstractOutDatabindingInterceptor.DISABLE_OUTPUTSTREAM_OPTIMIZATION, Boolean.TRUE);
            }
        }
    }
}
