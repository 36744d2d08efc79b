package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.util.Jetty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code bourse.listener.container}: the container it names is the one that serves, and says so; a value that
 * is not a container, or an option the chosen one cannot honour, stops the start naming the setting.
 */
@ExtendWith(OutputCaptureExtension.class)
class JettySwitchTest {

    @Test
    void jettyServesWhenChosenAndTheReadyLineNamesIt(CapturedOutput output) {
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.container=jetty", "--spring.datasource.url=jdbc:h2:mem:jetty-switch",
                        "--bourse.population.users=5", "--bourse.population.quotes=5")) {
            WebServer server = ((WebServerApplicationContext) app).getWebServer();
            assertThat(server).isInstanceOf(JettyWebServer.class);
            RawHttp.Response page = RawHttp.get(RawHttp.LOOPBACK, server.getPort(), "/app");
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.text()).contains("DayTrader");
            assertThat(output.getOut()).contains("Self-hosted on Jetty " + Jetty.VERSION + ": listening on all addresses port "
                    + server.getPort() + "; forwarded headers ignored");
        }
    }

    @Test
    void aValueThatIsNotAContainerStopsTheStartNamingTheChoices() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.container=undertow"))
                .hasStackTraceContaining("bourse.listener.container")
                .hasStackTraceContaining("undertow");
    }

    @Test
    void conscryptOnJettyStopsTheStartNamingBothSettings() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.container=jetty", "--bourse.listener.tls.self-signed=true",
                        "--bourse.listener.tls.implementation=conscrypt"))
                .rootCause().hasMessageContaining("bourse.listener.tls.implementation")
                .hasMessageContaining("bourse.listener.container=jetty");
    }

    /** The most the container hands the kernel in one write, on either. */
    static int writeBuffer(WebServer server) {
        if (server instanceof TomcatWebServer tomcat) {
            return Integer.parseInt(String.valueOf(tomcat.getTomcat().getConnector().getProperty("socket.appWriteBufSize")));
        }
        HttpConfiguration http = JettyListener.httpConfigurations(((JettyWebServer) server).getServer()).iterator().next();
        return http.getOutputBufferSize();
    }
}
