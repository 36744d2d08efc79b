package org.bourse.app.tls;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Path;

import javax.net.ssl.SSLContext;

import org.bourse.testing.TemporaryTlsDirectory;
import org.bourse.testing.TrustedCertificate;
import org.bourse.web.DayTraderPlanContractTest;
import org.bourse.web.PageClient;
import org.junit.jupiter.api.AfterAll;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * DayTrader's plans with {@code PROTOCOL=https}: every request, assertion and extractor of
 * {@link DayTraderPlanContractTest} (web-ui), and the WebSocket over wss, against the {@code daytrader} and
 * {@code tls} profiles with HTTPS alone, as Liberty's 9443 serves them.
 */
@ActiveProfiles("tls")
@TestPropertySource(properties = "bourse.listener.http-port=-1")
class DayTraderPlanOverTlsTest extends DayTraderPlanContractTest {

    private static final Path DIRECTORY = TemporaryTlsDirectory.create("bourse-daytrader-tls-");

    @DynamicPropertySource
    static void tlsDirectory(DynamicPropertyRegistry registry) {
        registry.add("bourse.listener.tls.directory", DIRECTORY::toString);
    }

    @AfterAll
    static void deleteTheCertificate() throws IOException {
        TemporaryTlsDirectory.delete(DIRECTORY);
    }

    @Override
    protected PageClient client() {
        return PageClient.overTls(port, trust());
    }

    @Override
    protected HttpClient http() {
        return HttpClient.newBuilder().sslContext(trust()).build();
    }

    @Override
    protected String base() {
        return "https://127.0.0.1:" + port;
    }

    private static SSLContext trust() {
        return TrustedCertificate.context(DIRECTORY.resolve("self-signed.crt"));
    }

}
