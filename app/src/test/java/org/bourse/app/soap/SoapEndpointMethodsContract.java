package org.bourse.app.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.bourse.testing.SoapHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A SOAP endpoint's URL opened in a browser, probed by a balancer or sent the wrong method gets a 405
 * that says where to go, not a 500 with an ERROR in the log; the WSDL and the service list still answer.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
abstract class SoapEndpointMethodsContract {

    @LocalServerPort
    int port;

    @ParameterizedTest
    @ValueSource(strings = {"/services/WSTest", "/WSTest/services/TestServiceSoap", "/services/TradeWSServices"})
    void anythingButAPostIsA405SayingWhereTheWsdlAndTheServiceListAre(String path, CapturedOutput output) {
        LogLines log = new LogLines(output);
        for (String target : new String[] {path, path + "?foo=bar"}) {
            HttpResponse<byte[]> get = http().send("GET", target);
            assertThat(get.statusCode()).as(target).isEqualTo(405);
            assertThat(get.headers().allValues("Allow")).containsExactly("POST");
            assertThat(get.headers().firstValue("Content-Type")).hasValue("text/plain;charset=UTF-8");
            assertThat(text(get)).isEqualTo("This is a SOAP endpoint: send it SOAP 1.1 requests with POST.\n"
                    + "Its WSDL is at this address followed by ?wsdl.\n"
                    + "The list of SOAP services is at /services/\n");
        }
        HttpResponse<byte[]> head = http().send("HEAD", path);
        assertThat(head.statusCode()).isEqualTo(405);
        assertThat(head.headers().allValues("Allow")).containsExactly("POST");
        assertThat(head.body()).isEmpty();
        for (String method : new String[] {"PUT", "DELETE", "OPTIONS", "PATCH"}) {
            HttpResponse<byte[]> other = http().send(method, path);
            assertThat(other.statusCode()).as(method).isEqualTo(405);
            assertThat(other.headers().allValues("Allow")).as(method).containsExactly("POST");
        }
        assertNothingLoggedAboveInfo(log.next());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/services/WSTest", "/WSTest/services/TestServiceSoap", "/services/TradeWSServices"})
    void theWsdlStillAnswersGetAndHead(String path, CapturedOutput output) {
        LogLines log = new LogLines(output);
        HttpResponse<byte[]> wsdl = http().send("GET", path + "?wsdl");
        assertThat(wsdl.statusCode()).isEqualTo(200);
        assertThat(text(wsdl)).contains("wsdl:definitions").contains("soap:address location=\"http://127.0.0.1:"
                + port + path + "\"");
        HttpResponse<byte[]> head = http().send("HEAD", path + "?wsdl");
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/xml"));
        assertThat(head.body()).isEmpty();
        assertNothingLoggedAboveInfo(log.next());
    }

    @Test
    void theServiceListStillAnswers() {
        HttpResponse<byte[]> list = http().send("GET", "/services/");
        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(text(list)).contains("/services/WSTest").contains("/services/TradeWSServices");
        assertThat(text(http().send("GET", "/WSTest/services/"))).contains("/WSTest/services/TestServiceSoap");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/services/WSTest", "/WSTest/services/TestServiceSoap", "/services/TradeWSServices"})
    void aPostWithAnEmptyBodyIsTheCallersMistakeNotAnError(String path, CapturedOutput output) {
        LogLines log = new LogLines(output);
        HttpResponse<byte[]> response = http().post(path, "\"\"", SoapBadInputLogContract.envelope(""));
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(text(response)).contains("<faultcode>soap:Client</faultcode>")
                .contains("<faultstring>The SOAP Body names no operation of this service</faultstring>");
        assertNothingLoggedAboveInfo(log.next());
    }

    /** Spring Security's firewall is skipped for plain SOAP URLs only: what it refuses stays refused. */
    @ParameterizedTest
    @ValueSource(strings = {"/services/WSTest;x=1", "/services//WSTest", "/services/./WSTest"})
    void aUrlTheFirewallRefusesIsStillRefusedOnSoapPaths(String path) {
        HttpResponse<byte[]> response = http().post(path, "\"\"", SoapBadInputLogContract.envelope(""));
        assertThat(response.statusCode()).as(path).isEqualTo(400);
        assertThat(http().post("/services/WSTest", "\"\"", SoapBadInputLogContract.envelope("")).statusCode())
                .isEqualTo(500);
    }

    private static void assertNothingLoggedAboveInfo(List<String> lines) {
        assertThat(lines).as(String.join("\n", lines)).noneMatch(line -> line.contains(" ERROR ") || line.contains(" WARN "))
                .noneMatch(LogLines::stackTrace);
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    private SoapHttp http() {
        return new SoapHttp(port);
    }
}
