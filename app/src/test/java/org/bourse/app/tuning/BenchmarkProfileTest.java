package org.bourse.app.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.bourse.trade.passwords.PasswordSettings;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

import com.zaxxer.hikari.HikariDataSource;

/** The benchmark profile starts, takes its settings, and serves. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("benchmark")
class BenchmarkProfileTest {

    @LocalServerPort
    int port;

    @Autowired
    DataSource dataSource;

    @Autowired
    PasswordSettings passwords;

    @Autowired
    WebServerApplicationContext context;

    final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Value("${server.tomcat.threads.max}")
    int threads;

    @Value("${server.tomcat.accesslog.enabled}")
    boolean accessLog;

    @Test
    void itServesSoapAndHealth() throws Exception {
        HttpResponse<String> response = soap("EchoList", "EchoList-20");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("EchoListResponse");
        assertThat(client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/health/readiness"))
                .build(), HttpResponse.BodyHandlers.ofString()).body()).contains("UP");
    }

    @Test
    void itTakesTheBenchmarkSettings() throws SQLException {
        // the pool, under the outage watch that wraps it (org.bourse.dal.outage)
        HikariDataSource pool = dataSource.unwrap(HikariDataSource.class);
        assertThat(pool.getMaximumPoolSize()).isEqualTo(54);
        assertThat(pool.getMinimumIdle()).isEqualTo(54);
        assertThat(pool.getDataSourceProperties()).containsEntry("prepareThreshold", "1")
                .containsEntry("useServerPrepStmts", "true");
        assertThat(passwords.bcryptStrength()).isEqualTo(4);
        assertThat(threads).isEqualTo(50);
        assertThat(accessLog).isFalse();
        // What Tomcat hands the kernel in one write: GetOrder 100's 21 KB answer fits.
        assertThat(((TomcatWebServer) context.getWebServer()).getTomcat().getConnector()
                .getProperty("socket.appWriteBufSize")).hasToString("32768");
    }

    @Test
    void anAnswerLargerThanTheWriteBufferArrivesWhole() throws Exception {
        HttpResponse<String> response = soap("GetOrder", "GetOrder-500");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body().length()).isGreaterThan(3 * 32 * 1024);
        assertThat(response.body()).endsWith("</soap:Envelope>").doesNotContain("Fault>");
        assertThat(response.body().split("<LineItem>", -1)).hasSize(501);
    }

    private HttpResponse<String> soap(String operation, String requestFile) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/services/WSTest"))
                .header("Content-Type", "text/xml; charset=utf-8")
                .header("SOAPAction", "\"uri:WSTestWeb-TestService/" + operation + "\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(
                        Files.readAllBytes(Path.of("../bench/wstest/requests/" + requestFile + ".xml")))).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
