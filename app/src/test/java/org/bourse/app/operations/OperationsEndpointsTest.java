package org.bourse.app.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.amqp.rabbit.connection.ConnectionFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.data.redis.connection.RedisConnectionFactory;

/**
 * {@code /actuator} on the application port: health with liveness and readiness, Prometheus metrics
 * with a latency histogram per SOAP operation and per HTTP request, none of Spring Security's own;
 * nothing else exposed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OperationsEndpointsTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @LocalServerPort
    int port;

    @Test
    void healthLivenessAndReadinessAreUp() throws Exception {
        for (String path : List.of("/actuator/health", "/actuator/health/liveness", "/actuator/health/readiness")) {
            HttpResponse<String> response = get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.body()).as(path).contains("\"status\":\"UP\"");
        }
    }

    @Test
    void onlyHealthAndPrometheusAreExposed() throws Exception {
        assertThat(get("/actuator").body()).contains("/actuator/health", "/actuator/prometheus")
                .doesNotContain("/actuator/env", "/actuator/beans", "/actuator/metrics\"", "/actuator/heapdump");
        for (String path : List.of("/actuator/env", "/actuator/beans", "/actuator/heapdump", "/actuator/shutdown",
                "/actuator/threaddump", "/actuator/configprops", "/actuator/loggers")) {
            assertThat(get(path).statusCode()).as(path).isEqualTo(404);
        }
        // No details (database names, disk paths) to anonymous callers.
        assertThat(get("/actuator/health").body()).doesNotContain("components", "diskSpace", "H2");
    }

    /**
     * A node on the default session store and order mode uses neither Redis nor RabbitMQ: no connection to
     * them, and no health of theirs (Boot's auto-configurations for them run in their modes only).
     */
    @Test
    void aDefaultNodeHasNoRedisOrRabbitmqConnection(@Autowired ApplicationContext context) {
        assertThat(context.getBeanNamesForType(RedisConnectionFactory.class)).isEmpty();
        assertThat(context.getBeanNamesForType(ConnectionFactory.class)).isEmpty();
        assertThat(HealthBeans.of(context)).isNotEmpty().noneMatch(name -> name.contains("redis") || name.contains("rabbit"));
    }

    /**
     * Counts are read as the rise over this test's requests: the server is the default one most server tests
     * share, and the ones that ran before may have sent the same requests.
     */
    @Test
    void soapOperationsAndHttpRequestsHaveLatencyHistograms() throws Exception {
        String before = get("/actuator/prometheus").body();
        byte[] echoList = Files.readAllBytes(Path.of("../bench/wstest/requests/EchoList-20.xml"));
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .header("Content-Type", "text/xml; charset=utf-8")
                    .header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(echoList)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
        }
        HttpResponse<String> malformed = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/services/WSTest"))
                .header("Content-Type", "text/xml").POST(HttpRequest.BodyPublishers.ofString("<not-xml")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(malformed.statusCode()).isEqualTo(500);

        assertThat(get("/app").statusCode()).isEqualTo(200);

        String metrics = get("/actuator/prometheus").body();
        assertThat(rise(before, metrics,
                "bourse_soap_operation_seconds_bucket{operation=\"EchoList\",outcome=\"success\",service=\"TestService\",le=\"10.0\"}"))
                .isEqualTo(2);
        assertThat(rise(before, metrics,
                "bourse_soap_operation_seconds_count{operation=\"EchoList\",outcome=\"success\",service=\"TestService\"}"))
                .isEqualTo(2);
        assertThat(rise(before, metrics,
                "bourse_soap_operation_seconds_count{operation=\"unknown\",outcome=\"fault\",service=\"TestService\"}"))
                .isEqualTo(1);
        // SOAP requests are timed by SoapRequestTimer, pages by Spring's observation: the same series
        assertThat(rise(before, metrics,
                "http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"POST\",outcome=\"SUCCESS\",status=\"200\",uri=\"/services/WSTest\"}"))
                .isEqualTo(1);
        assertThat(rise(before, metrics,
                "http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"POST\",outcome=\"SUCCESS\",status=\"200\",uri=\"/WSTest/services/TestServiceSoap\"}"))
                .isEqualTo(1);
        assertThat(rise(before, metrics,
                "http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"POST\",outcome=\"SERVER_ERROR\",status=\"500\",uri=\"/services/WSTest\"}"))
                .isEqualTo(1);
        assertThat(metrics).contains(
                "bourse_soap_operation_seconds_bucket{operation=\"EchoList\",outcome=\"success\",service=\"TestService\",le=\"2.5E-4\"}",
                "http_server_requests_seconds_bucket{error=\"none\",exception=\"none\",method=\"POST\",outcome=\"SUCCESS\",status=\"200\",uri=\"/services/WSTest\",le=\"2.5E-4\"}",
                "http_server_requests_seconds_count{error=\"none\",exception=\"none\",method=\"GET\",outcome=\"SUCCESS\",status=\"200\",uri=\"/app\"}",
                "jvm_memory_used_bytes", "process_cpu_usage")
                .doesNotContain("uri=\"UNKNOWN\"")
                .doesNotContain("http_server_requests_active")
                // Spring Security's per-filter observations are off by default (bourse.metrics.spring-security)
                .doesNotContain("spring_security_");
    }

    @Test
    void theOrderBacklogIsAGaugeAndTheBrokerQueueOnlyInTheBrokerMode() throws Exception {
        String metrics = get("/actuator/prometheus").body();
        // sync order processing (the default): nothing is ever left open
        assertThat(metrics).contains("bourse_trade_orders_open 0.0", "bourse_trade_orders_open_oldest_age_seconds 0.0")
                .doesNotContain("bourse_broker_queue_");
    }

    /** How much the series' value grew from one Prometheus page to the other (absent counts as 0). */
    private static double rise(String before, String after, String series) {
        return value(after, series) - value(before, series);
    }

    private static double value(String metrics, String series) {
        return metrics.lines().filter(line -> line.startsWith(series + " "))
                .mapToDouble(line -> Double.parseDouble(line.substring(series.length() + 1).trim())).findFirst().orElse(0);
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
