package org.bourse.app.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.app.metrics.HttpRequestMetricSwitchTest.assertHistogramOff;
import static org.bourse.app.metrics.HttpRequestMetricSwitchTest.assertHistogramOn;
import static org.bourse.app.metrics.HttpRequestMetricSwitchTest.metricsAfterASoapRequestAndAPage;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link HttpRequestMetricSwitchTest} on Jetty: Spring's observation filter, and {@code SoapRequestTimer} where it
 * stands in for it, record the same histogram on either container, and the switch takes it away on both.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"bourse.listener.container=jetty", "bourse.population.users=20", "bourse.population.quotes=20"})
class JettyHttpRequestMetricSwitchTest {

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext server;

    @Test
    void theHttpRequestHistogramIsOnByDefaultForSoapRequestsAndPages() throws Exception {
        assertThat(server.getWebServer()).isInstanceOf(JettyWebServer.class);
        assertHistogramOn(metricsAfterASoapRequestAndAPage(port));
    }

    @Nested
    @TestPropertySource(properties = "management.observations.enable.http.server.requests=false")
    class SwitchedOff {

        @LocalServerPort
        int offPort;

        @Autowired
        WebServerApplicationContext offServer;

        @Test
        void theHttpRequestHistogramIsOffForSoapRequestsAndPages() throws Exception {
            assertThat(offServer.getWebServer()).isInstanceOf(JettyWebServer.class);
            assertHistogramOff(metricsAfterASoapRequestAndAPage(offPort));
        }
    }
}
