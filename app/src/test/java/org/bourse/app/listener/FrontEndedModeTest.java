package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The {@code front-ended} profile on its own, without a front end: Bourse listens on loopback only
 * and believes forwarded headers from 127.0.0.1 (where the front end connects from) and from no one
 * else.
 */
@FrontEndedServer
class FrontEndedModeTest {

    /** Another loopback address: a server bound to all addresses accepts it, one bound to 127.0.0.1 does not. */
    static final InetAddress SECOND_LOOPBACK = address("127.0.0.2");

    @LocalServerPort
    int port;

    @Value("${server.address}")
    InetAddress address;

    @Test
    void bourseListensOnLoopbackOnly() {
        assertThat(address.isLoopbackAddress()).as("server.address " + address).isTrue();
        assertThat(RawHttp.accepts(RawHttp.LOOPBACK, port)).isTrue();
        // Bound to 127.0.0.1 alone: not even another loopback address reaches it, so no address of
        // any other interface does (SelfHostedModeTest shows the same probe reaching an unbound server).
        assertThat(RawHttp.accepts(SECOND_LOOPBACK, port)).as("reachable on 127.0.0.2").isFalse();
    }

    @Test
    void forwardedHeadersFromTheFrontEndsAddressAreBelieved() {
        String wsdl = RawHttp.get(RawHttp.LOOPBACK, port, "/services/WSTest?wsdl", "Host: front.example:8443",
                "X-Forwarded-Proto: https", "X-Forwarded-Port: 8443", "X-Forwarded-For: 203.0.113.9").text();
        assertThat(wsdl).contains("location=\"https://front.example:8443/services/WSTest\"");

        String seen = RawHttp.get(RawHttp.LOOPBACK, port, FrontEndContract.ClientView.PATH,
                "X-Forwarded-Proto: https", "X-Forwarded-Port: 8443", "X-Forwarded-For: 203.0.113.9").text();
        assertThat(seen.split("\n")).containsExactly("203.0.113.9", "https", "true", "127.0.0.1", "8443");
    }

    @Test
    void forwardedHeadersFromAnyOtherAddressAreIgnored() {
        String wsdl = RawHttp.get(RawHttp.OTHER_CLIENT, port, "/services/WSTest?wsdl",
                "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: https", "X-Forwarded-Port: 8443").text();
        assertThat(wsdl).contains("location=\"http://127.0.0.1:" + port + "/services/WSTest\"");

        String seen = RawHttp.get(RawHttp.OTHER_CLIENT, port, FrontEndContract.ClientView.PATH,
                "X-Forwarded-Proto: https", "X-Forwarded-Port: 8443", "X-Forwarded-For: 203.0.113.9").text();
        assertThat(seen.split("\n")).containsExactly("127.0.0.5", "http", "false", "127.0.0.1", String.valueOf(port));
    }

    @Test
    void frontEndedModeRefusesToListenBeyondLoopback() {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class).profiles("front-ended");
        assertThatThrownBy(() -> app.run("--server.address=0.0.0.0", "--server.port=0"))
                .rootCause().hasMessageContaining("needs server.address on loopback");
        SpringApplicationBuilder untrusting = new SpringApplicationBuilder(BourseApplication.class).profiles("front-ended");
        assertThatThrownBy(() -> untrusting.run("--server.forward-headers-strategy=none", "--server.port=0"))
                .rootCause().hasMessageContaining("needs server.forward-headers-strategy=native");
    }

    static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
