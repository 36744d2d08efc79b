package org.bourse.app.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/**
 * A SOAP body above the shipped limit ({@code bourse.http.max-request-body}, 2 MB) is refused with a 413 and a
 * client fault naming the setting: before it is read when it says its length, as soon as it passes the limit when
 * it comes chunked; for every SOAP endpoint alike; on both servlet containers ({@link BodyLimitTest} on Tomcat,
 * {@link JettyBodyLimitTest}). A lowered limit is {@link ReceivedBodyContract}'s.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class BodyLimitContract {

    static final String WSTEST = "/services/WSTest";
    static final String ACTION = "\"uri:WSTestWeb-TestService/EchoStruct\"";
    static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";
    static final String REFUSED = "Request body is larger than 2097152 bytes (bourse.http.max-request-body)";

    @LocalServerPort
    int port;

    @Test
    void oversizedBodyWithLengthIsRefusedBeforeReading() {
        HttpResponse<byte[]> response = new SoapHttp(port).post(WSTEST, ACTION, echoStruct(1, 2 * 1024 * 1024));
        assertThat(clientFault(response)).isEqualTo(REFUSED);
    }

    @Test
    void oversizedChunkedBodyIsRefusedOnceItPassesTheLimit() {
        // Two structs with 1.2 MB strings: within every parser limit, but 2.4 MB in all.
        byte[] body = echoStruct(2, 1_200_000).getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> response = new SoapHttp(port).post(WSTEST, ACTION,
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
        assertThat(clientFault(response)).isEqualTo(REFUSED);
    }

    @Test
    void theLimitIsTheSameForTrade() {
        String envelope = "<soap:Envelope xmlns:soap=\"" + SOAP_NS + "\"><soap:Body>"
                + "<getQuote xmlns=\"http://trade.samples.websphere.ibm.com\"><symbol>" + "s".repeat(2 * 1024 * 1024)
                + "</symbol></getQuote></soap:Body></soap:Envelope>";
        HttpResponse<byte[]> response = new SoapHttp(port).post("/services/TradeWSServices", "", envelope);
        assertThat(clientFault(response)).isEqualTo(REFUSED);
    }

    /** An EchoStruct of {@code structs} items, each with a string of {@code chars} characters. */
    static String echoStruct(int structs, int chars) {
        StringBuilder items = new StringBuilder();
        for (int i = 1; i <= structs; i++) {
            items.append("<l><i>").append(i).append("</i><f>1</f><s>").append("x".repeat(chars)).append("</s></l>");
        }
        return "<soap:Envelope xmlns:soap=\"" + SOAP_NS + "\"><soap:Body>"
                + "<EchoStruct xmlns=\"uri:WSTestWeb-TestService\"><array>" + items + "</array></EchoStruct>"
                + "</soap:Body></soap:Envelope>";
    }

    /** The fault string of a soap:Client fault answered with 413. */
    static String clientFault(HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).isEqualTo(413);
        Element fault = Xml.bodyContent(Xml.parse(response.body()));
        assertThat(fault.getNamespaceURI()).isEqualTo(SOAP_NS);
        assertThat(fault.getLocalName()).isEqualTo("Fault");
        assertThat(Xml.child(fault, "faultcode").getTextContent().trim()).endsWith(":Client");
        return Xml.child(fault, "faultstring").getTextContent();
    }
}
