package org.bourse.wstest.stax;

import java.util.Map;
import java.util.ResourceBundle;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.common.i18n.Message;
import org.apache.cxf.databinding.AbstractDataBinding;
import org.apache.cxf.databinding.DataReader;
import org.apache.cxf.databinding.DataWriter;
import org.apache.cxf.service.Service;
import org.apache.cxf.service.factory.ServiceConstructionException;
import org.apache.cxf.service.model.MessageInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.service.model.OperationInfo;
import org.apache.cxf.service.model.ServiceInfo;
import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoStruct;
import org.bourse.wstest.wire.EchoStructResponse;
import org.bourse.wstest.wire.EchoSynthetic;
import org.bourse.wstest.wire.EchoSyntheticResponse;
import org.bourse.wstest.wire.EchoVoid;
import org.bourse.wstest.wire.EchoVoidResponse;
import org.bourse.wstest.wire.GetOrder;
import org.bourse.wstest.wire.GetOrderResponse;

/**
 * The CXF data binding of the WSTest service: requests read by {@link RequestReader}, responses written by
 * {@link ResponseWriter}, StAX in and out. The service model comes from the committed WSDL; all it needs
 * from a binding is that each message's one part is the operation's element, bound to its wire class.
 */
final class StaxDataBinding extends AbstractDataBinding {

    private static final Map<String, Class<?>> ELEMENTS = Map.of(
            "EchoVoid", EchoVoid.class, "EchoVoidResponse", EchoVoidResponse.class,
            "EchoStruct", EchoStruct.class, "EchoStructResponse", EchoStructResponse.class,
            "EchoList", EchoList.class, "EchoListResponse", EchoListResponse.class,
            "EchoSynthetic", EchoSynthetic.class, "EchoSyntheticResponse", EchoSyntheticResponse.class,
            "GetOrder", GetOrder.class, "GetOrderResponse", GetOrderResponse.class);

    @Override
    @SuppressWarnings("unchecked")
    public <T> DataReader<T> createReader(Class<T> format) {
        return format == XMLStreamReader.class ? (DataReader<T>) new PartReader() : null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> DataWriter<T> createWriter(Class<T> format) {
        return format == XMLStreamWriter.class ? (DataWriter<T>) new PartWriter() : null;
    }

    @Override
    public Class<?>[] getSupportedReaderFormats() {
        return new Class<?>[] {XMLStreamReader.class};
    }

    @Override
    public Class<?>[] getSupportedWriterFormats() {
        return new Class<?>[] {XMLStreamWriter.class};
    }

    /** Checks that every message part is a WSTest element, and gives it its element name and class where missing. */
    @Override
    public void initialize(Service service) {
        for (ServiceInfo info : service.getServiceInfos()) {
            for (OperationInfo operation : info.getInterface().getOperations()) {
                bind(operation, operation.getInput());
                bind(operation, operation.getOutput());
            }
        }
    }

    private static void bind(OperationInfo operation, MessageInfo message) {
        if (message == null) {
            return;
        }
        for (MessagePartInfo part : message.getMessageParts()) {
            QName element = part.getElementQName() != null ? part.getElementQName() : part.getConcreteName();
            Class<?> type = element == null || !Wire.NS.equals(element.getNamespaceURI()) ? null
                    : ELEMENTS.get(element.getLocalPart());
            if (type == null || part.getTypeClass() != null && part.getTypeClass() != type) {
                throw new ServiceConstructionException(new Message("The WSTest StAX binding cannot bind part "
                        + part.getName() + " of operation " + operation.getName() + " (element " + element + ", class "
                        + part.getTypeClass() + "): it knows the ten WSTest request and response elements only",
                        (ResourceBundle) null));
            }
            part.setElement(true);
            part.setElementQName(element);
            part.setTypeClass(type);
        }
    }
}
