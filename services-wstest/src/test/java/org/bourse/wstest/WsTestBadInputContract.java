package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/**
 * Bad input gets a clear SOAP fault quickly, and the server keeps serving afterwards. The limits
 * here are the shipped defaults (docs/wstest.md).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class WsTestBadInputContract {

    static final String PATH = "/services/WSTest";
    /**
     * Generous, also on a busy machine: a fault must come back without reading or binding the whole oversized
     * input.
     */
    static final Duration FAST = Duration.ofSeconds(15);

    @LocalServerPort
    int port;

    @AfterEach
    void serverStillAnswers() {
        HttpResponse<byte[]> response = http().post(PATH, Envelopes.action("EchoVoid"), Envelopes.echoVoid());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Xml.bodyContent(Xml.parse(response.body())).getLocalName()).isEqualTo("EchoVoidResponse");
    }

    @Test
    void entityExpansionIsRefused() {
        String bomb = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
                + "<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">"
                + "<!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">]>"
                + "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<EchoList xmlns=\"uri:WSTestWeb-TestService\"><list><i>1</i><f>1</f><s>&lol3;</s></list></EchoList>"
                + "</soap:Body></soap:Envelope>";
        String fault = clientFault(post(Envelopes.action("EchoList"), bomb), 500);
        assertThat(fault).contains("DTD").doesNotContain("lollol");
    }

    @Test
    void externalEntityIsNotResolved() {
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE s [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>"
                + "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<EchoList xmlns=\"uri:WSTestWeb-TestService\"><list><i>1</i><f>1</f><s>&x;</s></list></EchoList>"
                + "</soap:Body></soap:Envelope>";
        HttpResponse<byte[]> response = post(Envelopes.action("EchoList"), xxe);
        assertThat(clientFault(response, 500)).contains("DTD");
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).doesNotContain("<s>");
    }

    @Test
    void listOneNodeOverTheLimitNamesTheSetting() {
        assertThat(clientFault(post(Envelopes.action("EchoList"), Envelopes.echoList(501)), 500))
                .isEqualTo("EchoList list length is 501; the limit is 500 (bourse.wstest.limits.max-list-nodes)");
    }

    @Test
    void farTooDeepListIsStoppedByTheParser() {
        assertThat(clientFault(post(Envelopes.action("EchoList"), Envelopes.echoList(20_000)), 500))
                .endsWith("Maximum Element Depth limit (516) Exceeded "
                        + "(XML depth limit = bourse.wstest.limits.max-list-nodes + 16)");
    }

    @Test
    void structOneItemOverTheLimitNamesTheSetting() {
        assertThat(clientFault(post(Envelopes.action("EchoStruct"), Envelopes.echoStruct(1001)), 500))
                .isEqualTo("EchoStruct array size is 1001; the limit is 1000 (bourse.wstest.limits.max-struct-items)");
    }

    @Test
    void farTooManyElementsAreStoppedByTheParser() {
        assertThat(clientFault(post(Envelopes.action("EchoStruct"), Envelopes.echoStruct(20_000)), 500))
                .contains("Maximum Element Count limit (8064) Exceeded")
                .contains("bourse.wstest.limits.max-struct-items");
    }

    @Test
    void overlongTextIsStoppedByTheParser() {
        String envelope = Envelopes.envelope("<EchoSynthetic xmlns=\"uri:WSTestWeb-TestService\"><synth><Strng>"
                + "y".repeat(1_500_000) + "</Strng></synth></EchoSynthetic>");
        assertThat(clientFault(post(Envelopes.action("EchoSynthetic"), envelope), 500))
                .contains("Text size limit (1399128) exceeded")
                .contains("bourse.wstest.limits.max-barray-bytes");
    }

    @Test
    void barrayOneByteOverTheLimitNamesTheSetting() {
        assertThat(clientFault(post(Envelopes.action("EchoSynthetic"), Envelopes.echoSynthetic(1024 * 1024 + 1)), 500))
                .isEqualTo("EchoSynthetic Barray size in bytes is 1048577; the limit is 1048576 "
                        + "(bourse.wstest.limits.max-barray-bytes)");
    }

    @Test
    void orderTooLargeOrNegativeIsRefused() {
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder(1, 2, 1001)), 500))
                .isEqualTo("GetOrder messageSize is 1001; the limit is 1000 (bourse.wstest.limits.max-order-items)");
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder(1, 2, -1)), 500))
                .isEqualTo("GetOrder messageSize must not be negative, was -1");
    }

    @Test
    void soapActionOfAnotherOperationIsRefused() {
        assertThat(clientFault(post(Envelopes.action("EchoList"), Envelopes.echoVoid()), 500))
                .contains("Unexpected element {uri:WSTestWeb-TestService}EchoVoid found")
                .contains("Expected {uri:WSTestWeb-TestService}EchoList");
    }

    @Test
    void unknownSoapActionIsRefused() {
        assertThat(clientFault(post("\"uri:WSTestWeb-TestService/EchoNothing\"", Envelopes.echoVoid()), 500))
                .isEqualTo("The given SOAPAction uri:WSTestWeb-TestService/EchoNothing does not match an operation.");
    }

    @Test
    void emptyOrMissingSoapActionDispatchesOnTheBody() {
        for (String action : new String[] {"\"\"", "", null}) {
            HttpResponse<byte[]> response = post(action, Envelopes.echoList(3));
            assertThat(response.statusCode()).as("SOAPAction [%s]", action).isEqualTo(200);
            assertThat(Xml.bodyContent(Xml.parse(response.body())).getLocalName()).isEqualTo("EchoListResponse");
        }
    }

    @Test
    void unknownOperationIsRefused() {
        String envelope = Envelopes.envelope("<EchoEverything xmlns=\"uri:WSTestWeb-TestService\"/>");
        assertThat(clientFault(post("\"\"", envelope), 500))
                .contains("{uri:WSTestWeb-TestService}EchoEverything was not recognized");
    }

    @Test
    void malformedXmlIsRefused() {
        String envelope = Envelopes.echoList(2).replace("</list>", "");
        assertThat(clientFault(post(Envelopes.action("EchoList"), envelope), 500)).contains("Unexpected close tag");
    }

    @Test
    void wrongTypesAreRefused() {
        String envelope = Envelopes.getOrder(1, 2, 3).replace("<orderId>1</orderId>", "<orderId>one</orderId>");
        assertThat(clientFault(post(Envelopes.action("GetOrder"), envelope), 500)).contains("Not a number: one");
    }

    @Test
    void notSoapAtAllIsRefused() {
        HttpResponse<byte[]> response = post(Envelopes.action("EchoVoid"), "this is not xml");
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(fault(response, 500).string()).isNotBlank();
    }

    // Numbers that do not fit their type are refused naming the element, never wrapped: JAXB's own
    // reader turned orderId 4294967297 into 1 and messageSize 4294967299 into 3 line items.

    static final String INT_RANGE = " does not fit an xsd:int (-2147483648 to 2147483647)";

    @ParameterizedTest
    @ValueSource(strings = {"4294967297", "4294967299", "2147483648", "-2147483649", "9223372036854775808",
        "18446744073709551619"})
    void getOrderIntsThatDoNotFitAreRefusedNamingTheElement(String value) {
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder(value, "2", "3")), 500))
                .isEqualTo("Unmarshalling Error: orderId: " + value + INT_RANGE);
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder("1", value, "3")), 500))
                .isEqualTo("Unmarshalling Error: customerId: " + value + INT_RANGE);
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder("1", "2", value)), 500))
                .isEqualTo("Unmarshalling Error: messageSize: " + value + INT_RANGE);
    }

    @Test
    void theWebSphereStyleAddressRefusesThemToo() {
        HttpResponse<byte[]> response = http().post("/WSTest/services/TestServiceSoap", Envelopes.action("GetOrder"),
                Envelopes.getOrder("1", "2", "4294967299"));
        assertThat(clientFault(response, 500)).isEqualTo("Unmarshalling Error: messageSize: 4294967299" + INT_RANGE);
    }

    @Test
    void aHugeNumberIsRefusedQuotedShort() {
        String huge = "1" + "0".repeat(100_000);
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder("1", "2", huge)), 500))
                .isEqualTo("Unmarshalling Error: messageSize: 10000000000000000000…0000000000 (100001 characters)"
                        + INT_RANGE);
    }

    @Test
    void aMissingGetOrderIntIsNamedNotTakenAsZero() {
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder("1", "2", null)), 500))
                .isEqualTo("GetOrder messageSize is required");
        assertThat(clientFault(post(Envelopes.action("GetOrder"), Envelopes.getOrder(null, "2", "3")), 500))
                .isEqualTo("GetOrder orderId is required");
    }

    @Test
    void echoedNumbersThatDoNotFitAreRefusedNotWrappedOrMadeInfinite() {
        String struct = "<EchoStruct xmlns=\"" + Envelopes.NS + "\"><array><l><i>1</i><f>1</f><s>a</s></l>%s</array></EchoStruct>";
        assertThat(clientFault(post(Envelopes.action("EchoStruct"),
                Envelopes.envelope(struct.formatted("<l><i>4294967336</i><f>1</f><s>b</s></l>"))), 500))
                .isEqualTo("Unmarshalling Error: i: 4294967336" + INT_RANGE);
        assertThat(clientFault(post(Envelopes.action("EchoStruct"),
                Envelopes.envelope(struct.formatted("<l><i>2</i><f>1e40</f><s>b</s></l>"))), 500))
                .startsWith("Unmarshalling Error: f: 1e40 does not fit an xsd:float");
        assertThat(clientFault(post(Envelopes.action("EchoStruct"),
                Envelopes.envelope(struct.formatted("<l><i>2</i><f>1e-50</f><s>b</s></l>"))), 500))
                .startsWith("Unmarshalling Error: f: 1e-50 does not fit an xsd:float");
        String list = Envelopes.echoList(3).replace("<i>2</i>", "<i>-2147483649</i>");
        assertThat(clientFault(post(Envelopes.action("EchoList"), list), 500))
                .isEqualTo("Unmarshalling Error: i: -2147483649" + INT_RANGE);
        String synthetic = Envelopes.echoSynthetic(3).replace("<i>7</i>", "<i>2147483648</i>");
        assertThat(clientFault(post(Envelopes.action("EchoSynthetic"), synthetic), 500))
                .isEqualTo("Unmarshalling Error: i: 2147483648" + INT_RANGE);
    }

    @Test
    void theExtremesOfEachTypeEchoExactly() {
        String items = "<l><i>2147483647</i><f>3.4028235E38</f><s>a</s></l><l><i>-2147483648</i><f>-INF</f><s>b</s></l>"
                + "<l><i>0</i><f>NaN</f><s>c</s></l><l><i>-1</i><f>-0.0</f><s>d</s></l><l><i>7</i><f>1.4E-45</f><s>e</s></l>";
        HttpResponse<byte[]> response = post(Envelopes.action("EchoStruct"), Envelopes.envelope(
                "<EchoStruct xmlns=\"" + Envelopes.NS + "\"><array>" + items + "</array></EchoStruct>"));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("<EchoStructResult>" + items + "</EchoStructResult>");
    }

    /**
     * Nil values, a missing {@code i}, markup and a carriage return, and a TestNode where a TestStruct goes
     * ({@code xsi:type}), echoed to the byte as JAXB writes them (xsi declared on each element that uses it).
     */
    @Test
    void nilsMarkupAndADerivedTypeEchoAsJaxbWritesThem() {
        String xsi = " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"";
        String sent = "<l><i>1</i><f xsi:nil=\"true\"/><s xsi:nil=\"1\">ignored</s></l>"
                + "<l><f>2</f><s>a&#13;b&gt;c\"d'e&amp;</s></l>"
                + "<l xsi:type=\"TestNode\"><s></s><i>3</i><Next><i>4</i></Next></l>";
        String echoed = "<l><i>1</i><f" + xsi + " xsi:nil=\"true\"/><s" + xsi + " xsi:nil=\"true\"/></l>"
                + "<l><f>2.0</f><s>a&#13;b&gt;c\"d'e&amp;</s></l>"
                + "<l" + xsi + " xsi:type=\"TestNode\"><i>3</i><f xsi:nil=\"true\"/><s></s>"
                + "<Next><i>4</i><f xsi:nil=\"true\"/><s xsi:nil=\"true\"/></Next></l>";
        HttpResponse<byte[]> response = post(Envelopes.action("EchoStruct"), Envelopes.envelope(
                "<EchoStruct xmlns=\"" + Envelopes.NS + "\"><array>" + sent + "</array></EchoStruct>"));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(Envelopes.response(
                "<EchoStructResponse xmlns=\"" + Envelopes.NS + "\"><EchoStructResult>" + echoed
                        + "</EchoStructResult></EchoStructResponse>"));
    }

    @Test
    void anElementTheRequestMayNotHoldIsRefusedNamingWhatItMayHold() {
        String envelope = Envelopes.echoList(3).replace("<i>1</i>", "<i>1</i><extra/>");
        assertThat(clientFault(post(Envelopes.action("EchoList"), envelope), 500))
                .isEqualTo("Unmarshalling Error: unexpected element (uri:\"uri:WSTestWeb-TestService\", local:\"extra\")."
                        + " Expected elements are <{uri:WSTestWeb-TestService}i>,<{uri:WSTestWeb-TestService}s>,"
                        + "<{uri:WSTestWeb-TestService}Next>,<{uri:WSTestWeb-TestService}f> ");
    }

    @Test
    void aSecondElementInTheBodyIsRefused() {
        String envelope = Envelopes.echoVoid().replace("</soap:Body>", "<EchoVoid xmlns=\"urn:other\"/></soap:Body>");
        assertThat(clientFault(post(Envelopes.action("EchoVoid"), envelope), 500)).contains("{urn:other}EchoVoid");
    }

    record Fault(String code, String string) {
    }

    HttpResponse<byte[]> post(String action, String envelope) {
        long start = System.nanoTime();
        HttpResponse<byte[]> response = http().post(PATH, action, envelope);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(FAST);
        return response;
    }

    static String clientFault(HttpResponse<byte[]> response, int status) {
        Fault fault = fault(response, status);
        assertThat(fault.code()).isEqualTo("Client");
        return fault.string();
    }

    private static Fault fault(HttpResponse<byte[]> response, int status) {
        assertThat(response.statusCode()).as(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(status);
        Element fault = Xml.bodyContent(Xml.parse(response.body()));
        assertThat(fault.getNamespaceURI()).isEqualTo(Envelopes.SOAP_NS);
        assertThat(fault.getLocalName()).isEqualTo("Fault");
        String code = Xml.child(fault, "faultcode").getTextContent().trim();
        String prefix = code.substring(0, code.indexOf(':'));
        assertThat(fault.lookupNamespaceURI(prefix)).isEqualTo(Envelopes.SOAP_NS);
        return new Fault(code.substring(code.indexOf(':') + 1), Xml.child(fault, "faultstring").getTextContent());
    }

    private SoapHttp http() {
        return new SoapHttp(port);
    }
}
