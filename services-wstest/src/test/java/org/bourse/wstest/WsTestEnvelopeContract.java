package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

import org.apache.cxf.databinding.DataBinding;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.endpoint.ServerRegistry;
import org.apache.cxf.jaxws.EndpointImpl;
import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Posts real WSTest envelopes over HTTP and checks the response XML element by element, and then its very
 * bytes (those CXF's JAXB binding writes), at both addresses, for payload sizes 20, 100, 500 and the
 * configured maximum. Run on each data binding by a subclass.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class WsTestEnvelopeContract {

    static final String MAIN = "/services/WSTest";
    static final String CONVENTIONAL = "/WSTest/services/TestServiceSoap";

    @LocalServerPort
    int port;

    @Autowired
    EndpointImpl wsTestEndpoint;

    @Autowired
    ConventionalMount wsTestConventionalMount;

    /** The CXF data binding class this variant's endpoints must have. */
    abstract Class<?> dataBinding();

    @Test
    void bothAddressesServeWithTheDataBindingOfThisVariant() {
        List<DataBinding> bindings = new ArrayList<>();
        bindings.add(wsTestEndpoint.getServer().getEndpoint().getService().getDataBinding());
        for (Server server : wsTestConventionalMount.bus().getExtension(ServerRegistry.class).getServers()) {
            bindings.add(server.getEndpoint().getService().getDataBinding());
        }
        assertThat(bindings).hasSize(2).allSatisfy(binding -> assertThat(binding).isExactlyInstanceOf(dataBinding()));
    }

    static Stream<Arguments> addressesAndSizes(int max) {
        return Stream.of(20, 100, 500, max).distinct()
                .flatMap(n -> Stream.of(Arguments.of(MAIN, n), Arguments.of(CONVENTIONAL, n)));
    }

    static Stream<Arguments> structSizes() {
        return addressesAndSizes(1000);
    }

    static Stream<Arguments> listSizes() {
        return addressesAndSizes(500);
    }

    static Stream<Arguments> barraySizes() {
        return addressesAndSizes(1024 * 1024);
    }

    static Stream<Arguments> orderSizes() {
        return Stream.concat(addressesAndSizes(1000), Stream.of(Arguments.of(MAIN, 0)));
    }

    @ParameterizedTest
    @ValueSource(strings = {MAIN, CONVENTIONAL})
    void echoVoidAnswersAnEmptyResponseElement(String path) {
        Element response = call(path, "EchoVoid", Envelopes.echoVoid(),
                "<EchoVoidResponse xmlns=\"" + Envelopes.NS + "\"/>");
        assertThat(response.getLocalName()).isEqualTo("EchoVoidResponse");
        assertThat(Xml.children(response)).isEmpty();
    }

    @ParameterizedTest(name = "{0} EchoStruct {1}")
    @MethodSource("structSizes")
    void echoStructReturnsEveryItemInOrder(String path, int items) {
        String request = Envelopes.echoStruct(items);
        Element response = call(path, "EchoStruct", request, "<EchoStructResponse xmlns=\"" + Envelopes.NS
                + "\"><EchoStructResult>" + between(request, "<array>", "</array>")
                + "</EchoStructResult></EchoStructResponse>");

        assertThat(response.getLocalName()).isEqualTo("EchoStructResponse");
        Element result = Xml.child(response, "EchoStructResult");
        assertThat(Xml.children(result)).hasSize(items);
        Xml.assertSameContent(requestArgument(request, "array"), result, "EchoStructResult");
        Element last = Xml.children(result).get(items - 1);
        assertThat(Xml.child(last, "i").getTextContent()).isEqualTo(String.valueOf(items - 1));
        assertThat(Xml.child(last, "s").getTextContent()).isEqualTo("String " + (items - 1) + " <&>");
    }

    @ParameterizedTest(name = "{0} EchoList {1}")
    @MethodSource("listSizes")
    void echoListReturnsTheWholeChain(String path, int nodes) {
        String request = Envelopes.echoList(nodes);
        Element response = call(path, "EchoList", request, "<EchoListResponse xmlns=\"" + Envelopes.NS
                + "\"><EchoListResult>" + between(request, "<list>", "</list>") + "</EchoListResult></EchoListResponse>");

        assertThat(response.getLocalName()).isEqualTo("EchoListResponse");
        Element result = Xml.child(response, "EchoListResult");
        Xml.assertSameContent(requestArgument(request, "list"), result, "EchoListResult");
        int depth = 0;
        for (Element node = result; node != null; node = nextOf(node)) {
            assertThat(Xml.child(node, "i").getTextContent()).isEqualTo(String.valueOf(depth));
            depth++;
        }
        assertThat(depth).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "{0} EchoSynthetic {1} bytes")
    @MethodSource("barraySizes")
    void echoSyntheticReturnsStringStructAndBytes(String path, int bytes) {
        String request = Envelopes.echoSynthetic(bytes);
        Element response = call(path, "EchoSynthetic", request, "<EchoSyntheticResponse xmlns=\"" + Envelopes.NS
                + "\"><EchoSyntheticResult>" + between(request, "<synth>", "</synth>")
                + "</EchoSyntheticResult></EchoSyntheticResponse>");

        assertThat(response.getLocalName()).isEqualTo("EchoSyntheticResponse");
        Element result = Xml.child(response, "EchoSyntheticResult");
        assertThat(Xml.children(result)).extracting(Element::getLocalName).containsExactly("Strng", "Strct", "Barray");
        assertThat(Xml.child(result, "Strng").getTextContent()).isEqualTo("Synthetic string");
        Xml.assertSameContent(requestArgument(request, "synth"), result, "EchoSyntheticResult");
        byte[] echoed = Base64.getMimeDecoder().decode(Xml.child(result, "Barray").getTextContent());
        assertThat(echoed).isEqualTo(Envelopes.bytes(bytes));
    }

    @ParameterizedTest(name = "{0} GetOrder {1}")
    @MethodSource("orderSizes")
    void getOrderBuildsTheReferenceOrder(String path, int items) {
        OffsetDateTime before = OffsetDateTime.now().minusSeconds(1);
        Element response = call(path, "GetOrder", Envelopes.getOrder(4711, 42, items),
                ExpectedOrder.response(4711, 42, items));
        OffsetDateTime after = OffsetDateTime.now().plusSeconds(1);

        assertThat(response.getLocalName()).isEqualTo("GetOrderResponse");
        Element order = Xml.child(response, "GetOrderResult");
        Element customer = Xml.child(order, "Customer");
        for (Element date : List.of(Xml.child(order, "OrderDate"), Xml.child(customer, "LastActivityDate"))) {
            OffsetDateTime value = OffsetDateTime.parse(date.getTextContent());
            assertThat(value).as(date.getLocalName()).isBetween(before, after);
            date.setTextContent("NOW");
        }
        Element expected = Xml.bodyContent(
                Xml.parse(Envelopes.response(ExpectedOrder.response(4711, 42, items)).getBytes()));
        Xml.assertSameContent(Xml.child(expected, "GetOrderResult"), order, "GetOrderResult");
    }

    @Test
    void markupCharactersAreEscapedOnTheWire() {
        String raw = new String(new SoapHttp(port).post(MAIN, Envelopes.action("EchoStruct"), Envelopes.echoStruct(1)).body(),
                StandardCharsets.UTF_8);
        assertThat(raw).contains("<s>String 0 &lt;&amp;&gt;</s>");
    }

    /** Posts the request, checks the response is {@code expectedBody} in CXF's envelope to the byte, and parses it. */
    private Element call(String path, String operation, String envelope, String expectedBody) {
        HttpResponse<byte[]> response = new SoapHttp(port).post(path, Envelopes.action(operation), envelope);
        assertThat(response.statusCode()).as(new String(response.body())).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("text/xml"));
        String text = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(ExpectedOrder.DATES.matcher(text).replaceAll("<$1>NOW</$1>"))
                .isEqualTo(Envelopes.response(expectedBody));
        Document doc = Xml.parse(response.body());
        Element content = Xml.bodyContent(doc);
        assertThat(content.getNamespaceURI()).isEqualTo(Envelopes.NS);
        return content;
    }

    /** The text of {@code xml} between the first {@code open} and the last {@code close}. */
    private static String between(String xml, String open, String close) {
        return xml.substring(xml.indexOf(open) + open.length(), xml.lastIndexOf(close));
    }

    private static Element requestArgument(String envelope, String name) {
        return Xml.child(Xml.bodyContent(Xml.parse(envelope.getBytes())), name);
    }

    private static Element nextOf(Element node) {
        return Xml.children(node).stream().filter(c -> "Next".equals(c.getLocalName())).findFirst().orElse(null);
    }
}
