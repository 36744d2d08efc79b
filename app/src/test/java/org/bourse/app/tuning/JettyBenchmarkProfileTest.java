package org.bourse.app.tuning;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.test.context.ActiveProfiles;

/**
 * The benchmark profile on Jetty: the pool sized as docs/listener-modes.md says (50 request threads as Tomcat's,
 * plus the acceptor and selectors, which share Jetty's pool), all started; the 60-s idle timeout; the write
 * buffer that holds GetOrder 100's answer; and it serves.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.listener.container=jetty")
@ActiveProfiles("benchmark")
class JettyBenchmarkProfileTest {

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext context;

    @Test
    void jettyTakesTheBenchmarkSizingAndServes() throws Exception {
        Server server = ((JettyWebServer) context.getWebServer()).getServer();
        QueuedThreadPool pool = (QueuedThreadPool) server.getThreadPool();
        assertThat(pool.getMaxThreads()).isEqualTo(54);
        assertThat(pool.getMinThreads()).isEqualTo(54);
        assertThat(pool.getThreads()).as("threads started").isGreaterThanOrEqualTo(54);
        ServerConnector connector = (ServerConnector) server.getConnectors()[0];
        assertThat(connector.getIdleTimeout()).isEqualTo(60_000);
        assertThat(connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration()
                .getOutputBufferSize()).isEqualTo(32768);

        HttpResponse<String> page = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/app")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("DayTrader");
    }
}
