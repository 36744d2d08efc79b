package org.bourse.app.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.bourse.BourseApplication;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.ConfigurableApplicationContext;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** A shutdown lets the requests in flight finish before the server goes away. */
class GracefulShutdownTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void inFlightRequestsFinishDuringShutdown() throws Exception {
        int port = ReadinessTest.freePort();
        CountDownLatch inFlight = new CountDownLatch(1);
        HttpServlet slow = new HttpServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                inFlight.countDown();
                try {
                    Thread.sleep(2_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                response.getWriter().print("finished");
            }
        };
        ConfigurableApplicationContext context = new SpringApplicationBuilder(BourseApplication.class)
                .initializers(c -> c.getBeanFactory().registerSingleton("slowServlet",
                        new ServletRegistrationBean<>(slow, "/test/slow")))
                .run("--server.port=" + port);

        CompletableFuture<HttpResponse<String>> request = client.sendAsync(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/test/slow")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(inFlight.await(30, TimeUnit.SECONDS)).isTrue();

        long start = System.nanoTime();
        CompletableFuture<Void> shutdown = CompletableFuture.runAsync(context::close);
        HttpResponse<String> response = request.get(30, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("finished");

        shutdown.get(30, TimeUnit.SECONDS);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("shutdown waited for the request")
                .isGreaterThan(Duration.ofMillis(1_000));
        assertThat(context.isActive()).isFalse();
    }
}
