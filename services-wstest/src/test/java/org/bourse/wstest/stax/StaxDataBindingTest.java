package org.bourse.wstest.stax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import javax.xml.namespace.QName;

import org.apache.cxf.service.Service;
import org.apache.cxf.service.factory.ServiceConstructionException;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.service.model.OperationInfo;
import org.junit.jupiter.api.Test;

/** CXF's JAX-WS service factory builds the WSTest service on the StAX binding exactly as on JAXB's. */
class StaxDataBindingTest {

    @Test
    void everyPartIsTheOperationsElementBoundToItsWireClassAsWithJaxb() {
        Service stax = JaxbAsCxf.service(WsTestStax.dataBinding());
        Service jaxb = JaxbAsCxf.service(null);
        assertThat(stax.getDataBinding()).isInstanceOf(StaxDataBinding.class);
        assertThat(parts(stax)).hasSize(10).isEqualTo(parts(jaxb));
    }

    @Test
    void aPartThatIsNoWsTestElementIsRefusedAtStartup() {
        Service service = JaxbAsCxf.service(WsTestStax.dataBinding());
        MessagePartInfo part = service.getServiceInfos().get(0).getInterface().getOperations().iterator().next()
                .getInput().getFirstMessagePart();
        part.setElementQName(new QName("urn:other", "Elsewhere"));
        assertThatThrownBy(() -> service.getDataBinding().initialize(service))
                .isInstanceOf(ServiceConstructionException.class)
                .hasMessageContaining("{urn:other}Elsewhere")
                .hasMessageContaining("knows the ten WSTest request and response elements only");
    }

    private static List<String> parts(Service service) {
        List<String> parts = new ArrayList<>();
        for (OperationInfo operation : service.getServiceInfos().get(0).getInterface().getOperations()) {
            for (MessagePartInfo part : List.of(operation.getInput().getFirstMessagePart(),
                    operation.getOutput().getFirstMessagePart())) {
                parts.add(operation.getName().getLocalPart() + " " + part.getName() + " " + part.isElement() + " "
                        + part.getElementQName() + " " + part.getConcreteName() + " " + part.getTypeClass().getName());
            }
        }
        parts.sort(null);
        return parts;
    }
}
