package org.bourse.microbench.wstest;

import javax.xml.namespace.QName;

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

/** The WSTest message elements (the SOAP Body's child) and the wire class each binds to. */
enum WsTestMessage {
    ECHO_VOID("EchoVoid", EchoVoid.class),
    ECHO_VOID_RESPONSE("EchoVoidResponse", EchoVoidResponse.class),
    ECHO_STRUCT("EchoStruct", EchoStruct.class),
    ECHO_STRUCT_RESPONSE("EchoStructResponse", EchoStructResponse.class),
    ECHO_LIST("EchoList", EchoList.class),
    ECHO_LIST_RESPONSE("EchoListResponse", EchoListResponse.class),
    ECHO_SYNTHETIC("EchoSynthetic", EchoSynthetic.class),
    ECHO_SYNTHETIC_RESPONSE("EchoSyntheticResponse", EchoSyntheticResponse.class),
    GET_ORDER("GetOrder", GetOrder.class),
    GET_ORDER_RESPONSE("GetOrderResponse", GetOrderResponse.class);

    static final String NAMESPACE = "uri:WSTestWeb-TestService";

    private final QName element;
    private final Class<?> wireClass;

    WsTestMessage(String element, Class<?> wireClass) {
        this.element = new QName(NAMESPACE, element);
        this.wireClass = wireClass;
    }

    QName element() {
        return element;
    }

    Class<?> wireClass() {
        return wireClass;
    }

    static WsTestMessage named(String localName) {
        for (WsTestMessage message : values()) {
            if (message.element.getLocalPart().equals(localName)) {
                return message;
            }
        }
        throw new IllegalArgumentException("No WSTest message element named " + localName);
    }
}
