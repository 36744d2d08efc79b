package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;

import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The TLS contract with TLS to the node as well ({@code tuning/frontend --upstream-tls}): Bourse itself
 * serves HTTPS only, through Spring Boot's SSL bundle on the PEM files {@code tuning/frontend certificate}
 * makes, the same files the front end's listener uses. Every answer through the front end, the market
 * summary's WebSocket included, has therefore crossed TLS to the node.
 */
abstract class UpstreamTlsFrontEndContract extends TlsFrontEndContract {

    /** The node's certificate: made before Bourse starts (under the build directory, kept between runs). */
    static final Path NODE_TLS = Path.of("target", "test-tls", "node").toAbsolutePath();

    @DynamicPropertySource
    static void nodeServesTls(DynamicPropertyRegistry registry) throws IOException {
        FrontEnd.script("certificate", "--tls-dir", NODE_TLS.toString());
        registry.add("spring.ssl.bundle.pem.node.keystore.certificate", () -> "file:" + NODE_TLS.resolve("self-signed.crt"));
        registry.add("spring.ssl.bundle.pem.node.keystore.private-key", () -> "file:" + NODE_TLS.resolve("self-signed.key"));
        registry.add("server.ssl.bundle", () -> "node");
    }

    @Override
    Path tlsDir() {
        return NODE_TLS;
    }

    @Override
    List<String> options() {
        return List.of("--upstream-tls");
    }

    @Test
    void theNodeItselfSpeaksOnlyTls() {
        HttpResponse<String> direct = send(https(HttpClient.Version.HTTP_1_1),
                HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + appPort + "/scenario?action=n")).GET());
        assertThat(direct.statusCode()).isEqualTo(200);
        // Plain HTTP at the node's port gets Tomcat's refusal, not a page.
        assertThat(RawHttp.get(RawHttp.LOOPBACK, appPort, "/scenario?action=n").status()).isEqualTo(400);
    }
}
