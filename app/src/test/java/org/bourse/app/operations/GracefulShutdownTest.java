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
            .connectTimeout(Duration.ofSeconds(30)).build();

    @Test
    void inFlightRequestsFinishDuringShutdown() throws Exception {
        int port = ReadinessTest.freePort();
        CountDownLatch inFlight = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        HttpServlet slow = new HttpServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                inFlight.countDown();
                try {
                    finish.await(5, TimeUnit.MINUTES);
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
        assertThat(inFlight.await(5, TimeUnit.MINUTES)).isTrue();

        CompletableFuture<Void> shutdown = CompletableFuture.runAsync(context::close);
        awaitRefused(port);
        // New connections are refused, and the shutdown still waits for the request in flight.
        assertThat(shutdown).as("shutdown waits for the request").isNotDone();
        finish.countDown();
        HttpResponse<String> response = request.get(5, TimeUnit.MINUTES);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("finished");

        shutdown.get(5, TimeUnit.MINUTES);
        assertThat(context.isActive()).isFalse();
    }

    /** Waits until the port no longer takes connections: the graceful shutdown has begun. */
    private static void awaitRefused(int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            try (java.net.Socket probe = new java.net.Socket("127.0.0.1", port)) {
                Thread.sleep(20);
            } catch (IOException refused) {
                return;
            }
        }
        throw new AssertionError("port " + port + " still takes connections 5 minutes into the shutdown");
    }
}
