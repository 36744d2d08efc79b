package org.bourse.app.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The documented switch for a stripped run, {@code management.observations.enable.http.server.requests=false},
 * takes the HTTP request histogram away for the SOAP requests too, which {@link SoapRequestTimer} records
 * instead of Spring's observation; the SOAP operation timer, recorded for the same requests, stays.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "management.observations.enable.http.server.requests=false")
class HttpRequestMetricSwitchTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @LocalServerPort
    int port;

    @Test
    void theHttpRequestHistogramIsOffForSoapRequestsAndPages() throws Exception {
        byte[] echoList = Files.readAllBytes(Path.of("../bench/wstest/requests/EchoList-20.xml"));
        HttpResponse<String> soap = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/services/WSTest"))
                .header("Content-Type", "text/xml; charset=utf-8")
                .header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(echoList)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(soap.statusCode()).isEqualTo(200);
        assertThat(get("/app").statusCode()).isEqualTo(200);

        String metrics = get("/actuator/prometheus").body();
        assertThat(metrics)
                .contains("bourse_soap_operation_seconds_count{operation=\"EchoList\",outcome=\"success\",service=\"TestService\"}")
                .doesNotContain("http_server_requests_seconds");
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
