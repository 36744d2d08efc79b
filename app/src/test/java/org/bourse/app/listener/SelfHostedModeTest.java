package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/**
 * The default, self-hosted mode: Bourse listens on every address and faces clients itself, so it
 * believes no forwarded header from anyone.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        classes = {BourseApplication.class, FrontEndContract.ClientView.class},
        // NodeRouteTest's setting (a route changes only the session id): one cached context for both
        properties = "bourse.listener.node-route=node7")
class SelfHostedModeTest {

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext context;

    @Test
    void bourseListensOnEveryAddress() {
        assertThat(RawHttp.accepts(RawHttp.LOOPBACK, port)).isTrue();
        assertThat(RawHttp.accepts(FrontEndedModeTest.SECOND_LOOPBACK, port)).isTrue();
    }

    @Test
    void forwardedHeadersAreIgnoredEvenFromLoopback() {
        String wsdl = RawHttp.get(RawHttp.LOOPBACK, port, "/services/WSTest?wsdl",
                "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: https", "X-Forwarded-Port: 8443").text();
        assertThat(wsdl).contains("location=\"http://127.0.0.1:" + port + "/services/WSTest\"");

        String seen = RawHttp.get(RawHttp.LOOPBACK, port, FrontEndContract.ClientView.PATH,
                "X-Forwarded-Proto: https", "X-Forwarded-For: 203.0.113.9").text();
        assertThat(seen.split("\n")).containsExactly("127.0.0.1", "http", "false", "127.0.0.1", String.valueOf(port));
    }

    @Test
    void theContainerWritesInTomcatsPieceSizeUnlessToldOtherwise() {
        assertThat(JettySwitchTest.writeBuffer(context.getWebServer())).isEqualTo(8192);
    }

    @Test
    void aWriteBufferOutsideItsBoundsStopsTheStart() {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class);
        assertThatThrownBy(() -> app.run("--server.port=0", "--bourse.listener.socket-write-buffer=2GB"))
                .rootCause().hasMessage("bourse.listener.socket-write-buffer must be between 1KB and 1MB, was 2147483648B");
    }

    @Test
    void aDrainPeriodOutsideItsBoundsStopsTheStart() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.drain-period=21s"))
                .rootCause().hasMessage("bourse.listener.drain-period must be between 0s and 20s, was PT21S");
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.drain-period=-1s"))
                .rootCause().hasMessage("bourse.listener.drain-period must be between 0s and 20s, was PT-1S");
    }

    @Test
    void aPlainPortBesideAPortWithoutTlsStopsTheStart() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.http-port=0"))
                .rootCause().hasMessageContaining("bourse.listener.http-port")
                .hasMessageContaining("server.port does not speak TLS");
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.http-port=70000"))
                .rootCause().hasMessage("bourse.listener.http-port must be a port (0 for any free one) or -1 for none,"
                        + " was 70000");
    }

    @Test
    void anUnknownTlsImplementationStopsTheStartNamingTheChoices() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=0", "--bourse.listener.tls.implementation=boringssl"))
                .hasStackTraceContaining("bourse.listener.tls.implementation");
    }
}
