package org.bourse.wstest;

import jakarta.jws.WebService;

import org.bourse.wstest.wire.COfTestStruct;
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
import org.bourse.wstest.wire.Synthetic;
import org.bourse.wstest.wire.TestNode;
import org.bourse.wstest.wire.TestServiceSoap;

/**
 * The WSTest operations. The echoes hand their input back untouched; the only work beyond that is
 * the limit checks, which look at sizes and never copy.
 */
@WebService(
        serviceName = "TestService",
        portName = "TestServiceSoap",
        targetNamespace = "uri:WSTestWeb-TestService",
        endpointInterface = "org.bourse.wstest.wire.TestServiceSoap",
        wsdlLocation = "classpath:wsdl/WSTest.wsdl")
public class TestServiceEndpoint implements TestServiceSoap {

    private final WsTestLimits limits;
    private final OrderSource orders;
    // EchoVoidResponse has no state, so one instance answers every call.
    private final EchoVoidResponse voidResponse = new EchoVoidResponse();

    TestServiceEndpoint(WsTestLimits limits, OrderSource orders) {
        this.limits = limits;
        this.orders = orders;
    }

    @Override
    public EchoVoidResponse echoVoid(EchoVoid parameters) {
        return voidResponse;
    }

    @Override
    public EchoStructResponse echoStruct(EchoStruct parameters) {
        COfTestStruct array = parameters.getArray();
        if (array != null && array.getL().size() > limits.maxStructItems()) {
            throw LimitFault.exceeded("EchoStruct array size", array.getL().size(),
                    "max-struct-items", limits.maxStructItems());
        }
        EchoStructResponse response = new EchoStructResponse();
        response.setEchoStructResult(array);
        return response;
    }

    @Override
    public EchoListResponse echoList(EchoList parameters) {
        TestNode list = parameters.getList();
        int max = limits.maxListNodes();
        int nodes = 0;
        for (TestNode n = list; n != null; n = n.getNext()) {
            if (++nodes > max) {
                throw LimitFault.exceeded("EchoList list length", length(list), "max-list-nodes", max);
            }
        }
        EchoListResponse response = new EchoListResponse();
        response.setEchoListResult(list);
        return response;
    }

    @Override
    public EchoSyntheticResponse echoSynthetic(EchoSynthetic parameters) {
        Synthetic synth = parameters.getSynth();
        if (synth != null && synth.getBarray() != null && synth.getBarray().length > limits.maxBarrayBytes()) {
            throw LimitFault.exceeded("EchoSynthetic Barray size in bytes", synth.getBarray().length,
                    "max-barray-bytes", limits.maxBarrayBytes());
        }
        EchoSyntheticResponse response = new EchoSyntheticResponse();
        response.setEchoSyntheticResult(synth);
        return response;
    }

    @Override
    public GetOrderResponse getOrder(GetOrder parameters) {
        int orderId = required("orderId", parameters.getOrderId());
        int customerId = required("customerId", parameters.getCustomerId());
        int size = required("messageSize", parameters.getMessageSize());
        if (size < 0) {
            throw LimitFault.invalid("GetOrder messageSize must not be negative, was " + size);
        }
        if (size > limits.maxOrderItems()) {
            throw LimitFault.exceeded("GetOrder messageSize", size, "max-order-items", limits.maxOrderItems());
        }
        GetOrderResponse response = new GetOrderResponse();
        response.setGetOrderResult(orders.order(orderId, customerId, size));
        return response;
    }

    /** GetOrder's three ints are required by the WSDL; one that is missing is named rather than taken as 0. */
    private static int required(String element, Integer value) {
        if (value == null) {
            throw LimitFault.invalid("GetOrder " + element + " is required");
        }
        return value;
    }

    private static int length(TestNode list) {
        int n = 0;
        for (TestNode node = list; node != null; node = node.getNext()) {
            n++;
        }
        return n;
    }
}
