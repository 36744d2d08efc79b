package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.atomic.AtomicReference;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import jakarta.servlet.Filter;

/**
 * {@code spring.threads.virtual.enabled=true} on Java 21+: each container then serves requests on virtual
 * threads (Tomcat's executor, Jetty's pool), as docs/tuning.md says. Seen from inside: a filter the test adds
 * notes the thread each request ran on. Java 17 has no virtual threads: .ci/run runs this class again on the
 * newest JDK it finds.
 */
class VirtualThreadsTest {

    @BeforeAll
    static void java21() {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need Java 21+; this JVM is "
                + Runtime.version());
    }

    @Test
    void tomcatServesOnVirtualThreads() {
        assertThat(servingThread("tomcat")).startsWith("VirtualThread[");
    }

    @Test
    void jettyServesOnVirtualThreads() {
        assertThat(servingThread("jetty")).startsWith("VirtualThread[");
    }

    /** The thread a request to /primitive/ping ran on, as its toString() names it. */
    private static String servingThread(String container) {
        AtomicReference<String> thread = new AtomicReference<>();
        FilterRegistrationBean<Filter> probe = new FilterRegistrationBean<>((request, response, chain) -> {
            thread.set(Thread.currentThread().toString());
            chain.doFilter(request, response);
        });
        probe.addUrlPatterns("/primitive/ping");
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(BourseApplication.class)
                .initializers(c -> c.getBeanFactory().registerSingleton("servingThreadProbe", probe))
                .run("--server.port=0", "--bourse.listener.container=" + container,
                        "--spring.threads.virtual.enabled=true",
                        "--spring.datasource.url=jdbc:h2:mem:virtual-threads-" + container,
                        "--bourse.population.users=5", "--bourse.population.quotes=5")) {
            int port = ((WebServerApplicationContext) app).getWebServer().getPort();
            assertThat(RawHttp.get(RawHttp.LOOPBACK, port, "/primitive/ping").status()).isEqualTo(200);
            assertThat(thread.get()).as("the filter saw the request").isNotNull();
            return thread.get();
        }
    }
}
