package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The default, self-hosted mode: Bourse listens on every address and faces clients itself, so it
 * believes no forwarded header from anyone.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        classes = {BourseApplication.class, FrontEndContract.ClientView.class})
class SelfHostedModeTest {

    @LocalServerPort
    int port;

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
}
