package org.bourse.app.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.TestPropertySource;

/**
 * The documented switch for a stripped run, {@code management.observations.enable.http.server.requests=false},
 * takes the HTTP request histogram away for the SOAP requests too, which {@link SoapRequestTimer} records
 * instead of Spring's observation; the SOAP operation timer, recorded for the same requests, stays. The
 * control, on the default server most server tests share: the same requests do get the histogram. A Trade
 * call, not a WSTest one: {@code OperationsEndpointsTest} counts the WSTest requests on that server.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class HttpRequestMetricSwitchTest {

    static final String SOAP_OPERATION_COUNT = "bourse_soap_operation_seconds_count{operation=\"getQuote\",outcome=\"success\"";
    static final String GET_QUOTE = "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
            + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
            + "<getQuote xmlns=\"http://trade.samples.websphere.ibm.com\"><symbol>s:1</symbol></getQuote>"
            + "</soapenv:Body></soapenv:Envelope>";

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @LocalServerPort
    int port;

    @Test
    void theHttpRequestHistogramIsOnByDefaultForSoapRequestsAndPages() throws Exception {
        assertHistogramOn(metricsAfterASoapRequestAndAPage(port));
    }

    /** The SOAP operation timer and the HTTP request histogram, for the SOAP request and the page. */
    static void assertHistogramOn(String metrics) {
        assertThat(metrics).contains(SOAP_OPERATION_COUNT)
                .contains("http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"POST\","
                        + "outcome=\"SUCCESS\",status=\"200\",uri=\"/services/TradeWSServices\"}")
                .contains("http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"GET\","
                        + "outcome=\"SUCCESS\",status=\"200\",uri=\"/app\"}");
    }

    @Nested
    @TestPropertySource(properties = "management.observations.enable.http.server.requests=false")
    class SwitchedOff {

        @LocalServerPort
        int offPort;

        @Test
        void theHttpRequestHistogramIsOffForSoapRequestsAndPages() throws Exception {
            assertHistogramOff(metricsAfterASoapRequestAndAPage(offPort));
        }
    }

    /** The SOAP operation timer alone. */
    static void assertHistogramOff(String metrics) {
        assertThat(metrics).contains(SOAP_OPERATION_COUNT).doesNotContain("http_server_requests_seconds");
    }

    /** Asks Trade for a quote and opens the home page (both must answer 200); the Prometheus page after. */
    static String metricsAfterASoapRequestAndAPage(int port) throws Exception {
        HttpResponse<String> soap = CLIENT.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/services/TradeWSServices"))
                .header("Content-Type", "text/xml; charset=utf-8").header("SOAPAction", "\"\"")
                .POST(HttpRequest.BodyPublishers.ofString(GET_QUOTE)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(soap.statusCode()).as(soap.body()).isEqualTo(200);
        assertThat(soap.body()).contains("getQuoteReturn").contains("s:1");
        assertThat(get(port, "/app").statusCode()).isEqualTo(200);
        return get(port, "/actuator/prometheus").body();
    }

    private static HttpResponse<String> get(int port, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
