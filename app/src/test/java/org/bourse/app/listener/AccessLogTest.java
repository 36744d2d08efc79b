package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The access log, on each container by its own Spring Boot settings ({@code server.tomcat.accesslog.*},
 * {@code server.jetty.accesslog.*}; docs/listener-modes.md): a request served is a line in the file named, in
 * the common log format.
 */
class AccessLogTest {

    private static final Duration PATIENCE = Duration.ofMinutes(1);

    @Test
    void tomcatWritesALinePerRequestWhereItsSettingsSay(@TempDir Path logs) throws Exception {
        Path file = logs.resolve("access.log");
        assertALineFor(file, "--server.tomcat.accesslog.enabled=true", "--server.tomcat.accesslog.directory=" + logs,
                "--server.tomcat.accesslog.prefix=access", "--server.tomcat.accesslog.suffix=.log",
                "--server.tomcat.accesslog.file-date-format=", "--server.tomcat.accesslog.buffered=false");
    }

    @Test
    void jettyWritesALinePerRequestWhereItsSettingsSay(@TempDir Path logs) throws Exception {
        Path file = logs.resolve("access.log");
        assertALineFor(file, "--bourse.listener.container=jetty", "--server.jetty.accesslog.enabled=true",
                "--server.jetty.accesslog.filename=" + file);
    }

    private static void assertALineFor(Path file, String... settings) throws Exception {
        String[] args = Stream.concat(Stream.of(settings), Stream.of("--server.port=0",
                "--spring.datasource.url=jdbc:h2:mem:access-log-" + file.getParent().getFileName(),
                "--bourse.population.users=5", "--bourse.population.quotes=5")).toArray(String[]::new);
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(BourseApplication.class).run(args)) {
            int port = ((WebServerApplicationContext) app).getWebServer().getPort();
            RawHttp.Response ping = RawHttp.get(RawHttp.LOOPBACK, port, "/primitive/ping?from=access-log-test");
            assertThat(ping.status()).isEqualTo(200);
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (lines(file).stream().noneMatch(l -> l.contains("/primitive/ping?from=access-log-test"))
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(lines(file)).as(file.toString())
                    .anySatisfy(l -> assertThat(l)
                            .containsPattern("\"GET /primitive/ping\\?from=access-log-test HTTP/1\\.[01]\" 200 5$"));
        }
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }
}
