package org.bourse.wstest.stax;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.util.function.Function;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.BusFactory;
import org.apache.cxf.databinding.DataBinding;
import org.apache.cxf.databinding.DataReader;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.support.JaxWsServiceFactoryBean;
import org.apache.cxf.service.Service;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.service.model.OperationInfo;
import org.apache.cxf.staxutils.StaxUtils;
import org.bourse.wstest.TestServiceEndpoint;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * The WSTest service model built from the endpoint class and the committed WSDL, as CXF builds it when the
 * endpoint is published, with the data binding CXF then uses: JAXB by default (with the escape handler
 * the endpoint's JaxbFastPath removes), or the one given. Its JAXB reader and writer are the reference the
 * StAX binding is held to, called as CXF calls them (a response is written to the output stream).
 */
final class JaxbAsCxf {

    private final Service service;

    private JaxbAsCxf(Service service) {
        this.service = service;
    }

    static JaxbAsCxf jaxb() {
        JaxbAsCxf cxf = new JaxbAsCxf(service(null));
        ((JAXBDataBinding) cxf.service.getDataBinding()).setEscapeHandler(null);
        return cxf;
    }

    /** The service model with {@code binding} initialized by CXF's own service factory. */
    static Service service(DataBinding binding) {
        JaxWsServiceFactoryBean factory = new JaxWsServiceFactoryBean();
        factory.setBus(BusFactory.getDefaultBus());
        factory.setServiceClass(TestServiceEndpoint.class);
        if (binding != null) {
            factory.setDataBinding(binding);
        }
        return factory.create();
    }

    /** The bytes CXF's JAXB binding writes for a response element. */
    byte[] write(Object response) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        service.getDataBinding().createWriter(OutputStream.class).write(response, part(response.getClass()), out);
        return out.toByteArray();
    }

    /** The request CXF's JAXB binding reads from {@code xml} (a request element as a document). */
    Object read(String xml) {
        return read(xml, this::read);
    }

    /** The request CXF's JAXB binding reads from the request element {@code reader} stands on. */
    Object read(XMLStreamReader reader) {
        DataReader<XMLStreamReader> jaxb = service.getDataBinding().createReader(XMLStreamReader.class);
        return jaxb.read(part(reader.getLocalName()), reader);
    }

    /**
     * Reads {@code xml} with CXF's default parser, from the start tag of its document element, with the
     * WSTest endpoint's depth limit (CXF's default of 100 would stop EchoList 100).
     */
    static <T> T read(String xml, Function<XMLStreamReader, T> binding) {
        XMLStreamReader reader = StaxUtils.createXMLStreamReader(new StringReader(xml));
        ((XMLStreamReader2) reader).setProperty("com.ctc.wstx.maxElementDepth", 516);
        try {
            reader.nextTag();
            return binding.apply(reader);
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private MessagePartInfo part(Class<?> type) {
        for (OperationInfo operation : service.getServiceInfos().get(0).getInterface().getOperations()) {
            for (MessagePartInfo part : operation.getOutput().getMessageParts()) {
                if (part.getTypeClass() == type) {
                    return part;
                }
            }
        }
        throw new IllegalArgumentException("No response part of " + type);
    }

    private MessagePartInfo part(String requestElement) {
        for (OperationInfo operation : service.getServiceInfos().get(0).getInterface().getOperations()) {
            MessagePartInfo part = operation.getInput().getFirstMessagePart();
            if (part.getElementQName().getLocalPart().equals(requestElement)) {
                return part;
            }
        }
        throw new IllegalArgumentException("No request element " + requestElement);
    }
}
