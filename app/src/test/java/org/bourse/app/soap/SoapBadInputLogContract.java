package org.bourse.app.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import org.bourse.testing.SoapHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Every kind of bad input, to WSTest and Trade alike, is one log line naming the kind and no stack
 * trace (CXF wrote ~60 lines at WARN for each refused WSTest request, and nothing for Trade's). The
 * throttle is off here so that every refusal shows; {@link SoapBadInputBurstContract} checks it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.soap.bad-input-log-interval=0")
@ExtendWith(OutputCaptureExtension.class)
abstract class SoapBadInputLogContract {

    static final String WSTEST = "/services/WSTest";
    static final String TRADE = "/services/TradeWSServices";
    static final String WS_NS = "uri:WSTestWeb-TestService";
    static final String TRADE_NS = "http://trade.samples.websphere.ibm.com";
    static final String BOMB = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
            + "<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">]>";

    @LocalServerPort
    int port;

    static Stream<Arguments> badInput() {
        return Stream.of(
                wsTest("malformed XML", "GetOrder", getOrder("1").replace("</GetOrder>", "")),
                wsTest("malformed XML", "EchoVoid", "this is not xml"),
                wsTest("DOCTYPE", "EchoVoid", BOMB + envelope("<EchoVoid xmlns=\"" + WS_NS + "\">&lol2;</EchoVoid>")),
                wsTest("XML limit exceeded", "EchoList", envelope("<EchoList xmlns=\"" + WS_NS + "\">"
                        + "<list>" + "<Next>".repeat(600) + "</Next>".repeat(600) + "</list></EchoList>")),
                wsTest("XML limit exceeded", "EchoStruct", envelope("<EchoStruct xmlns=\"" + WS_NS + "\"><array>"
                        + "<l><i>1</i><f>1</f><s>s</s></l>".repeat(5000) + "</array></EchoStruct>")),
                wsTest("SOAPAction names no operation", "EchoNothing", envelope("<EchoVoid xmlns=\"" + WS_NS + "\"/>")),
                wsTest("no such operation", "", envelope("<EchoEverything xmlns=\"" + WS_NS + "\"/>")),
                wsTest("no such operation", "", envelope("")),
                wsTest("a value not of its type", "GetOrder", getOrder("one")),
                wsTest("a value not of its type", "GetOrder", getOrder("4294967297")),
                wsTest("not a valid request", "EchoList", envelope("<EchoVoid xmlns=\"" + WS_NS + "\"/>")),
                wsTest("refused by the service", "GetOrder", getOrder("1").replace(">3<", ">1001<")),
                trade("malformed XML", tradeOp("getQuote", "<symbol>s:0</symbol>").replace("</getQuote>", "")),
                trade("DOCTYPE", BOMB + envelope("<getQuote xmlns=\"" + TRADE_NS + "\"><symbol>&lol2;</symbol></getQuote>")),
                trade("XML limit exceeded", "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                        + "<soap:Header>" + "<a>".repeat(40) + "</a>".repeat(40) + "</soap:Header><soap:Body>"
                        + "<isOnline xmlns=\"" + TRADE_NS + "\"/></soap:Body></soap:Envelope>"),
                trade("no such operation", tradeOp("getEverything", "")),
                trade("no such operation", envelope("")),
                trade("a value not of its type", tradeOp("getHolding", "<holdingID>first</holdingID>")),
                trade("a value not of its type", tradeOp("getHolding", "<holdingID>4294967336</holdingID>")),
                trade("not a valid request", tradeOp("getQuote", "<symbol>s:0</symbol><extra>1</extra>")));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @MethodSource("badInput")
    void eachKindOfBadInputIsOneLineWithoutAStackTrace(String path, String action, String kind, String envelope,
            CapturedOutput output) {
        LogLines log = new LogLines(output);
        HttpResponse<byte[]> response = http().post(path, action, envelope);
        assertRefused(response);
        assertOneLine(log.next(), kind);
    }

    @Test
    void aSoapActionNamingNoOperationIsOneLineForTradeToo(CapturedOutput output) {
        LogLines log = new LogLines(output);
        assertRefused(http().post(TRADE, "\"urn:getQuote\"", tradeOp("getQuote", "<symbol>s:0</symbol>")));
        assertOneLine(log.next(), "SOAPAction names no operation");
    }

    /**
     * Over the cap of bourse.http.max-request-body (2 MB) while within every XML limit of the endpoint: the
     * body gate (org.bourse.app.http) refuses it with 413 before the SOAP stack reads it, in one line at most.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("oversized")
    void aChunkedBodyOverTheCapIsOneLineAtMost(String path, String envelope, CapturedOutput output) {
        LogLines log = new LogLines(output);
        byte[] bytes = envelope.getBytes(StandardCharsets.UTF_8);
        assertThat(bytes.length).isGreaterThan(2 * 1024 * 1024);
        HttpResponse<byte[]> response = http().post(path, "\"\"",
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)));
        String body = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(response.statusCode()).as(body).isEqualTo(413);
        assertThat(body).contains("<faultcode>soap:Client</faultcode>").contains("bourse.http.max-request-body");
        List<String> lines = log.next();
        assertThat(lines).noneMatch(LogLines::stackTrace);
        assertThat(lines).as(String.join("\n", lines)).filteredOn(LogLines::fromTheSoapStack).isEmpty();
        assertThat(lines).filteredOn(l -> l.contains("BodyRefusals")).hasSizeLessThanOrEqualTo(1);
    }

    static Stream<Arguments> oversized() {
        String header = ("<h xmlns=\"urn:x\">" + "x".repeat(30_000) + "</h>").repeat(72);
        return Stream.of(
                Arguments.of(WSTEST, envelope("<EchoStruct xmlns=\"" + WS_NS + "\"><array><l><i>1</i><f>1</f><s>"
                        + "x".repeat(1_200_000) + "</s></l><l><i>2</i><f>2</f><s>" + "y".repeat(1_200_000)
                        + "</s></l></array></EchoStruct>")),
                Arguments.of(TRADE, "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Header>"
                        + header + "</soap:Header><soap:Body><isOnline xmlns=\"" + TRADE_NS + "\"/></soap:Body></soap:Envelope>"));
    }

    private static void assertRefused(HttpResponse<byte[]> response) {
        String body = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(response.statusCode()).as(body).isEqualTo(500);
        assertThat(body).contains("<faultcode>soap:Client</faultcode>");
    }

    private static void assertOneLine(List<String> lines, String kind) {
        assertThat(lines).noneMatch(LogLines::stackTrace);
        List<String> soap = lines.stream().filter(LogLines::fromTheSoapStack).toList();
        assertThat(soap).as(String.join("\n", lines)).hasSize(1);
        assertThat(soap.get(0)).contains(" INFO ").contains("SoapFaultLog").contains(" refused (" + kind + "): ");
        assertThat(soap.get(0).length()).isLessThan(600);
    }

    private SoapHttp http() {
        return new SoapHttp(port);
    }

    static Arguments wsTest(String kind, String operation, String envelope) {
        return Arguments.of(WSTEST, operation.isEmpty() ? "\"\"" : "\"" + WS_NS + "/" + operation + "\"", kind, envelope);
    }

    static Arguments trade(String kind, String envelope) {
        return Arguments.of(TRADE, "\"\"", kind, envelope);
    }

    static String getOrder(String orderId) {
        return envelope("<GetOrder xmlns=\"" + WS_NS + "\"><orderId>" + orderId
                + "</orderId><customerId>2</customerId><messageSize>3</messageSize></GetOrder>");
    }

    static String tradeOp(String operation, String children) {
        return envelope("<" + operation + " xmlns=\"" + TRADE_NS + "\">" + children + "</" + operation + ">");
    }

    static String envelope(String body) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>" + body
                + "</soap:Body></soap:Envelope>";
    }
}
