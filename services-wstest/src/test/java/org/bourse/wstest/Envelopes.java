package org.bourse.wstest;

import java.util.Base64;

/** SOAP 1.1 request envelopes as WSTest drivers send them, and responses as CXF sends them, built as raw text. */
final class Envelopes {

    static final String NS = "uri:WSTestWeb-TestService";
    static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    private Envelopes() {
    }

    /** The SOAPAction header value of a WSTest operation, quoted as the reference drivers send it. */
    static String action(String operation) {
        return "\"" + NS + "/" + operation + "\"";
    }

    static String envelope(String bodyContent) {
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
                + "<soap:Envelope xmlns:soap=\"" + SOAP_NS + "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
                + " xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\"><soap:Body>"
                + bodyContent
                + "</soap:Body></soap:Envelope>";
    }

    /** A response envelope as CXF writes it, around {@code bodyContent}. */
    static String response(String bodyContent) {
        return "<soap:Envelope xmlns:soap=\"" + SOAP_NS + "\"><soap:Body>" + bodyContent + "</soap:Body></soap:Envelope>";
    }

    static String echoVoid() {
        return envelope("<EchoVoid xmlns=\"" + NS + "\" />");
    }

    static String struct(int k) {
        return "<i>" + k + "</i><f>" + (k + 0.25f) + "</f><s>String " + k + " &lt;&amp;&gt;</s>";
    }

    static String echoStruct(int items) {
        StringBuilder b = new StringBuilder("<EchoStruct xmlns=\"" + NS + "\"><array>");
        for (int k = 0; k < items; k++) {
            b.append("<l>").append(struct(k)).append("</l>");
        }
        return envelope(b.append("</array></EchoStruct>").toString());
    }

    static String echoList(int nodes) {
        StringBuilder b = new StringBuilder("<EchoList xmlns=\"" + NS + "\">");
        if (nodes > 0) {
            b.append("<list>");
            for (int k = 0; k < nodes; k++) {
                b.append(k == 0 ? "" : "<Next>").append(struct(k));
            }
            b.append("</Next>".repeat(nodes - 1)).append("</list>");
        }
        return envelope(b.append("</EchoList>").toString());
    }

    static String echoSynthetic(int barrayBytes) {
        return envelope("<EchoSynthetic xmlns=\"" + NS + "\"><synth><Strng>Synthetic string</Strng><Strct>"
                + struct(7) + "</Strct><Barray>" + Base64.getEncoder().encodeToString(bytes(barrayBytes))
                + "</Barray></synth></EchoSynthetic>");
    }

    static String getOrder(int orderId, int customerId, int messageSize) {
        return getOrder(String.valueOf(orderId), String.valueOf(customerId), String.valueOf(messageSize));
    }

    /** GetOrder with its three values as written (a null leaves the element out). */
    static String getOrder(String orderId, String customerId, String messageSize) {
        return envelope("<GetOrder xmlns=\"" + NS + "\">" + child("orderId", orderId) + child("customerId", customerId)
                + child("messageSize", messageSize) + "</GetOrder>");
    }

    private static String child(String name, String text) {
        return text == null ? "" : "<" + name + ">" + text + "</" + name + ">";
    }

    static byte[] bytes(int n) {
        byte[] b = new byte[n];
        for (int k = 0; k < n; k++) {
            b[k] = (byte) (k * 31 + 7);
        }
        return b;
    }
}
