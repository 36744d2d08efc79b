package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/** Posts Trade envelopes to the running server and checks the shape of what comes back. */
final class TradeCalls {

    static final String FAULT_NS = "urn:bourse:trade-fault";

    private final SoapHttp http;
    private final String soapAction;
    private final String namespace;

    TradeCalls(int port) {
        this(port, TradeEnvelopes.SOAP_ACTION, TradeEnvelopes.NS);
    }

    /**
     * @param soapAction the SOAPAction header sent, as written on the wire (quotes included)
     * @param namespace  the namespace the answers must be in
     */
    TradeCalls(int port, String soapAction, String namespace) {
        this.http = new SoapHttp(port);
        this.soapAction = soapAction;
        this.namespace = namespace;
    }

    HttpResponse<byte[]> post(String envelope, String... headers) {
        return http.post(TradeEnvelopes.PATH, soapAction, envelope, headers);
    }

    /** The element inside soap:Body of a successful answer, checked to be {@code <operation>Response}. */
    Element response(String operation, String envelope, String... headers) {
        HttpResponse<byte[]> response = post(envelope, headers);
        assertThat(response.statusCode()).as(text(response)).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("text/xml"));
        Element content = Xml.bodyContent(Xml.parse(response.body()));
        assertThat(content.getNamespaceURI()).isEqualTo(namespace);
        assertThat(content.getLocalName()).isEqualTo(operation + "Response");
        return content;
    }

    /** The {@code <operation>Return} element, the only child of the response element. */
    Element call(String operation, String envelope, String... headers) {
        Element response = response(operation, envelope, headers);
        List<Element> children = Xml.children(response);
        assertThat(children).as("children of %sResponse", operation).hasSize(1);
        Element result = children.get(0);
        assertThat(result.getNamespaceURI()).isEqualTo(namespace);
        assertThat(result.getLocalName()).isEqualTo(operation + "Return");
        return result;
    }

    /** An operation whose response element is empty. */
    void callVoid(String operation, String envelope, String... headers) {
        assertThat(Xml.children(response(operation, envelope, headers))).isEmpty();
    }

    Fault fault(String envelope, String... headers) {
        return fault(post(envelope, headers));
    }

    static Fault fault(HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).as(text(response)).isEqualTo(500);
        Element fault = Xml.bodyContent(Xml.parse(response.body()));
        assertThat(fault.getNamespaceURI()).isEqualTo(Xml.SOAP_NS);
        assertThat(fault.getLocalName()).isEqualTo("Fault");
        String code = Xml.child(fault, "faultcode").getTextContent().trim();
        String prefix = code.substring(0, code.indexOf(':'));
        assertThat(fault.lookupNamespaceURI(prefix)).isEqualTo(Xml.SOAP_NS);
        String reason = null;
        Map<String, String> values = new TreeMap<>();
        List<Element> details = Xml.children(fault).stream().filter(e -> "detail".equals(e.getLocalName())).toList();
        if (!details.isEmpty()) {
            Element tradeFault = Xml.child(details.get(0), "tradeFault");
            assertThat(tradeFault.getNamespaceURI()).isEqualTo(FAULT_NS);
            reason = tradeFault.getTextContent();
            NamedNodeMap attributes = tradeFault.getAttributes();
            for (int k = 0; k < attributes.getLength(); k++) {
                Node a = attributes.item(k);
                if (a.getNamespaceURI() == null) {
                    values.put(a.getLocalName(), a.getNodeValue());
                }
            }
        }
        String raw = text(response);
        assertThat(raw).as("no stack trace in a fault").doesNotContain("\tat ").doesNotContain("Exception:");
        return new Fault(code.substring(code.indexOf(':') + 1), Xml.child(fault, "faultstring").getTextContent(), reason,
                values);
    }

    static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    /**
     * A SOAP fault: its code without prefix (Client, Server), its string, and Bourse's reason and the
     * values its detail carries, if any.
     */
    record Fault(String code, String string, String reason, Map<String, String> values) {
    }
}
