package org.bourse.app.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import javax.sql.DataSource;

import org.bourse.BourseApplication;
import org.junit.jupiter.api.Test;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Readiness turns true only once the database is migrated and populated and start-up is over; until
 * then the readiness probe answers 503 while liveness answers 200.
 */
class ReadinessTest {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30)).build();

    @Test
    void readyOnlyAfterMigrationAndPopulation() throws Exception {
        int port = freePort();
        CountDownLatch startupHeld = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<String> databaseWhenReady = new AtomicReference<>();

        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class)
                // The last step of start-up (after the web server opened its port) waits for the test.
                .initializers(context -> context.getBeanFactory().registerSingleton("holdStartup",
                        (ApplicationRunner) args -> {
                            startupHeld.countDown();
                            release.await(5, TimeUnit.MINUTES);
                        }))
                .listeners((ApplicationListener<AvailabilityChangeEvent<?>>) event -> {
                    if (event.getState() == ReadinessState.ACCEPTING_TRAFFIC
                            && event.getSource() instanceof ConfigurableApplicationContext context) {
                        JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
                        databaseWhenReady.set(jdbc.queryForObject("SELECT COUNT(*) FROM account", Integer.class) + " accounts, "
                                + jdbc.queryForObject("SELECT COUNT(*) FROM quote", Integer.class) + " quotes, "
                                + jdbc.queryForObject("SELECT COUNT(*) FROM \"flyway_schema_history\" WHERE NOT \"success\"",
                                        Integer.class) + " failed migrations");
                    }
                });
        CompletableFuture<ConfigurableApplicationContext> started =
                CompletableFuture.supplyAsync(() -> app.run("--server.port=" + port));
        try {
            assertThat(startupHeld.await(5, TimeUnit.MINUTES)).as("start-up reached its last step").isTrue();
            assertThat(status(port, "/actuator/health/liveness")).isEqualTo(200);
            assertThat(status(port, "/actuator/health/readiness")).as("ready before start-up ended").isEqualTo(503);
            assertThat(databaseWhenReady.get()).isNull();

            release.countDown();
            ConfigurableApplicationContext context = started.get(5, TimeUnit.MINUTES);
            try {
                assertThat(status(port, "/actuator/health/readiness")).isEqualTo(200);
                // Test population (src/test/resources/config): 200 users, 100 quotes.
                assertThat(databaseWhenReady.get()).isEqualTo("200 accounts, 100 quotes, 0 failed migrations");
            } finally {
                context.close();
            }
        } finally {
            release.countDown();
        }
    }

    private int status(int port, String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    static int freePort() throws java.io.IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
