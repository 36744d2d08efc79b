package org.bourse.microbench.wstest;

import java.io.OutputStream;
import java.util.HashMap;
import java.util.Map;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.bus.extension.ExtensionManagerBus;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.support.JaxWsServiceFactoryBean;
import org.apache.cxf.service.Service;
import org.apache.cxf.service.model.MessageInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.bourse.wstest.wire.TestServiceSoap;

/**
 * JAXB as CXF runs it for the WSTest endpoint: the JAXBDataBinding and service model CXF's JAX-WS
 * service factory builds from the service interface and the committed WSDL (so the JAXBContext is
 * CXF's), with the escape handler removed as JaxbFastPath does in production. Each message gets a
 * new DataReader or DataWriter, read or written with its MessagePartInfo, as CXF's document/literal
 * interceptors do.
 */
final class CxfJaxbBinding implements MessageBinding {

    private final JAXBDataBinding dataBinding;
    private final Map<QName, MessagePartInfo> parts = new HashMap<>();

    CxfJaxbBinding() {
        JaxWsServiceFactoryBean factory = new JaxWsServiceFactoryBean();
        factory.setBus(new ExtensionManagerBus());
        factory.setServiceClass(TestServiceSoap.class);
        factory.setWsdlURL("classpath:wsdl/WSTest.wsdl");
        Service service = factory.create();
        dataBinding = (JAXBDataBinding) service.getDataBinding();
        dataBinding.setEscapeHandler(null);
        for (MessageInfo message : service.getServiceInfos().get(0).getMessages().values()) {
            for (MessagePartInfo part : message.getMessageParts()) {
                parts.put(part.getElementQName(), part);
            }
        }
        for (WsTestMessage message : WsTestMessage.values()) {
            part(message);
        }
    }

    @Override
    public Object unmarshal(byte[] xml, WsTestMessage message) throws Exception {
        MessagePartInfo part = part(message);
        return CxfStreams.read(xml, reader -> dataBinding.createReader(XMLStreamReader.class).read(part, reader));
    }

    @Override
    public void marshal(Object value, WsTestMessage message, OutputStream out) throws Exception {
        MessagePartInfo part = part(message);
        CxfStreams.write(out, writer -> dataBinding.createWriter(XMLStreamWriter.class).write(value, part, writer));
    }

    private MessagePartInfo part(WsTestMessage message) {
        MessagePartInfo part = parts.get(message.element());
        if (part == null) {
            throw new IllegalStateException("CXF's service model has no part for " + message.element());
        }
        return part;
    }
}
