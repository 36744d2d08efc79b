package org.bourse.wstest.stax;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;

import org.apache.cxf.staxutils.StaxUtils;
import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoVoid;
import org.bourse.wstest.wire.ObjectFactory;
import org.bourse.wstest.wire.TestNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every WSTest message round-trips through the StAX binding: a request as a client's JAXB writes it is read
 * into the same object JAXB reads, and a response written by the binding reads back as the object written.
 */
class StaxRoundTripTest {

    static final JaxbAsCxf CXF = JaxbAsCxf.jaxb();
    static final JAXBContext WIRE = context();

    @ParameterizedTest(name = "{0} elements")
    @ValueSource(ints = {0, 1, 20, 500})
    void everyRequestReadsAsJaxbReadsIt(int size) {
        for (Object request : Messages.requests(size)) {
            String xml = marshal(request);
            Object read = JaxbAsCxf.read(xml, WsTestStax::read);
            assertThat(read).isInstanceOf(request.getClass());
            // Compared as JAXB writes them: every field, exactly (AssertJ's field walk is quadratic in depth).
            assertThat(marshal(read)).isEqualTo(xml).isEqualTo(marshal(CXF.read(xml)));
        }
        String echoVoid = "<EchoVoid xmlns=\"uri:WSTestWeb-TestService\"/>";
        assertThat(JaxbAsCxf.read(echoVoid, WsTestStax::read)).isInstanceOf(EchoVoid.class);
    }

    @ParameterizedTest(name = "{0} elements")
    @ValueSource(ints = {0, 1, 20, 500})
    void everyResponseReadsBackAsWritten(int size) throws JAXBException {
        for (Object response : Messages.responses(size)) {
            Object back = unmarshal(StaxBytesTest.stax(response));
            assertThat(back).isInstanceOf(response.getClass());
            assertThat(marshal(back)).isEqualTo(marshal(response));
        }
    }

    /** The reader stands where JAXB's leaves it, past the request, so CXF sees what follows in the Body. */
    @Test
    void theReaderIsLeftPastTheRequestElement() throws XMLStreamException {
        XMLStreamReader reader = StaxUtils.createXMLStreamReader(new StringReader(
                "<Body><EchoList xmlns=\"uri:WSTestWeb-TestService\"><list><i>1</i></list></EchoList><After/></Body>"));
        reader.nextTag();
        reader.nextTag();
        assertThat(WsTestStax.read(reader)).isInstanceOf(EchoList.class);
        assertThat(reader.getEventType()).isEqualTo(XMLStreamConstants.START_ELEMENT);
        assertThat(reader.getLocalName()).isEqualTo("After");
    }

    /**
     * No recursion on either side: a list far deeper than any limit allows (JAXB's marshaller overflows
     * the stack near 5,000 nodes on a 1 MiB stack) is read and written with the stack of a plain thread.
     */
    @Test
    void aListOfAHundredThousandNodesNeedsNoDeepStack() throws Exception {
        int nodes = 100_000;
        EchoListResponse response = new EchoListResponse();
        response.setEchoListResult(Messages.list(nodes));
        Object[] read = new Object[1];
        Thread thread = new Thread(null, () -> {
            String written = StaxBytesTest.stax(response);
            String request = written.replace("EchoListResponse", "EchoList").replace("EchoListResult", "list");
            try {
                XMLInputFactory factory = XMLInputFactory.newFactory();
                factory.setProperty("com.ctc.wstx.maxElementDepth", Integer.MAX_VALUE);
                XMLStreamReader reader = factory.createXMLStreamReader(new StringReader(request));
                reader.nextTag();
                read[0] = WsTestStax.read(reader);
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }, "small-stack", 256 * 1024);
        thread.start();
        thread.join();
        int length = 0;
        for (TestNode node = ((EchoList) read[0]).getList(); node != null; node = node.getNext()) {
            assertThat(node.getI()).isEqualTo(length++);
        }
        assertThat(length).isEqualTo(nodes);
    }

    static Object unmarshal(String xml) throws JAXBException {
        return JaxbAsCxf.read(xml, reader -> {
            try {
                return WIRE.createUnmarshaller().unmarshal(reader);
            } catch (JAXBException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    static String marshal(Object request) {
        try {
            Marshaller marshaller = WIRE.createMarshaller();
            StringWriter out = new StringWriter();
            marshaller.marshal(request, out);
            return out.toString();
        } catch (JAXBException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JAXBContext context() {
        try {
            return JAXBContext.newInstance(ObjectFactory.class);
        } catch (JAXBException e) {
            throw new IllegalStateException(e);
        }
    }

}
