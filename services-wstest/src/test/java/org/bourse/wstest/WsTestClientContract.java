package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;


import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.WebServiceException;

import org.apache.cxf.binding.soap.SoapFault;

import org.bourse.wstest.client.COfTestStruct;
import org.bourse.wstest.client.Order;
import org.bourse.wstest.client.Synthetic;
import org.bourse.wstest.client.TestNode;
import org.bourse.wstest.client.TestService;
import org.bourse.wstest.client.TestServiceSoap;
import org.bourse.wstest.client.TestStruct;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A CXF JAX-WS client generated from the committed WSDL with wsdl2java's defaults round-trips every
 * operation at both addresses.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class WsTestClientContract {

    @LocalServerPort
    int port;

    @ParameterizedTest
    @ValueSource(strings = {WsTestEnvelopeContract.MAIN, WsTestEnvelopeContract.CONVENTIONAL})
    void everyOperationRoundTrips(String path) {
        TestServiceSoap port = client(path);

        port.echoVoid();

        COfTestStruct array = new COfTestStruct();
        for (int k = 0; k < 100; k++) {
            array.getL().add(struct(k));
        }
        array.getL().get(3).setS(null);
        array.getL().get(4).setF(null);
        COfTestStruct echoedArray = port.echoStruct(array);
        assertThat(echoedArray.getL()).usingRecursiveFieldByFieldElementComparator().isEqualTo(array.getL());

        TestNode list = null;
        for (int k = 99; k >= 0; k--) {
            TestNode node = new TestNode();
            node.setI(k);
            node.setF(k / 4f);
            node.setS("node " + k);
            node.setNext(list);
            list = node;
        }
        assertThat(port.echoList(list)).usingRecursiveComparison().isEqualTo(list);
        assertThat(port.echoList(null)).isNull();

        Synthetic synth = new Synthetic();
        synth.setStrng("synthetic");
        synth.setStrct(struct(1));
        synth.setBarray(Envelopes.bytes(1024));
        assertThat(port.echoSynthetic(synth)).usingRecursiveComparison().isEqualTo(synth);

        Order order = port.getOrder(12, 34, 20);
        assertThat(order.getOrderId()).isEqualTo(12);
        assertThat(order.getOrderStatus()).isEqualTo(1);
        assertThat(order.getOrderTotalAmount()).isEqualTo(50.0f);
        assertThat(order.getCustomer().getCustomerId()).isEqualTo(34);
        assertThat(order.getCustomer().getBillingAddress().getLastName()).isEqualTo("Bil1 LastName 34");
        assertThat(order.getCustomer().getShippingAddress().getLastName()).isEqualTo("Ship LastName 34");
        assertThat(order.getLineItems().getLineItem()).hasSize(20);
        assertThat(order.getLineItems().getLineItem().get(19).getItemId()).isEqualTo(20);
        assertThat(order.getLineItems().getLineItem()).allSatisfy(item -> {
            assertThat(item.getOrderId()).isEqualTo(12);
            assertThat(item.getProductDescription()).isEqualTo("Test Product 34");
            assertThat(item.getUnitPrice()).isEqualTo(5.0f);
        });
    }

    @Test
    void limitFaultsReachTheClientAsSoapFaults() {
        // Without a SAAJ implementation on the classpath CXF reports the fault as a plain
        // WebServiceException (the parent of SOAPFaultException) carrying the SoapFault.
        WebServiceException e = assertThrows(WebServiceException.class,
                () -> client(WsTestEnvelopeContract.MAIN).getOrder(1, 1, 5000));
        assertThat(e).hasRootCauseInstanceOf(SoapFault.class);
        SoapFault fault = (SoapFault) e.getCause();
        assertThat(fault.getMessage())
                .isEqualTo("GetOrder messageSize is 5000; the limit is 1000 (bourse.wstest.limits.max-order-items)");
        assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Client");
    }

    private TestServiceSoap client(String path) {
        TestServiceSoap soap = new TestService().getTestServiceSoap();
        ((BindingProvider) soap).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY,
                "http://127.0.0.1:" + port + path);
        // A CXF client has its own parser limits: its default depth of 100 is too shallow for
        // EchoList responses of 100 nodes and more.
        ((BindingProvider) soap).getRequestContext().put("org.apache.cxf.stax.maxElementDepth", 1000);
        return soap;
    }

    private static TestStruct struct(int k) {
        TestStruct s = new TestStruct();
        s.setI(k);
        s.setF(k + 0.5f);
        s.setS("struct " + k);
        return s;
    }
}
