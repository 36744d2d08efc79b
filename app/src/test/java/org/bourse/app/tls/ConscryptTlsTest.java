package org.bourse.app.tls;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.apache.catalina.connector.Connector;
import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.apache.tomcat.util.net.SSLHostConfigCertificate;
import org.bourse.testing.TemporaryTlsDirectory;
import org.bourse.testing.TrustedCertificate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code bourse.listener.tls.implementation=conscrypt}, HTTPS alone ({@code bourse.listener.http-port=-1}):
 * Tomcat's TLS contexts come from Conscrypt, and pages and SOAP are served over them with HTTP/2.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"bourse.listener.tls.implementation=conscrypt", "bourse.listener.http-port=-1"})
@ActiveProfiles("tls")
class ConscryptTlsTest {

    private static final Path DIRECTORY = TemporaryTlsDirectory.create("bourse-conscrypt-");

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext context;

    @DynamicPropertySource
    static void tlsDirectory(DynamicPropertyRegistry registry) {
        registry.add("bourse.listener.tls.directory", DIRECTORY::toString);
    }

    @AfterAll
    static void deleteTheCertificate() throws IOException {
        TemporaryTlsDirectory.delete(DIRECTORY);
    }

    @Test
    void tomcatsTlsContextIsConscryptsAndServesHttp2() throws Exception {
        Connector[] connectors = ((TomcatWebServer) context.getWebServer()).getTomcat().getService().findConnectors();
        assertThat(connectors).as("HTTPS alone: no plain port").hasSize(1);
        AbstractHttp11Protocol<?> http = (AbstractHttp11Protocol<?>) connectors[0].getProtocolHandler();
        SSLHostConfigCertificate certificate = http.findSslHostConfigs()[0].getCertificates().iterator().next();
        assertThat(certificate.getSslContext()).isInstanceOf(ConscryptSslContext.class);
        assertThat(http.findSslHostConfigs()[0].getProtocols()).containsExactlyInAnyOrder("TLSv1.2", "TLSv1.3");

        HttpClient client = HttpClient.newBuilder().sslContext(TrustedCertificate.context(DIRECTORY.resolve("self-signed.crt")))
                .version(HttpClient.Version.HTTP_2).connectTimeout(Duration.ofSeconds(30)).build();
        byte[] request = Files.readAllBytes(Path.of("").toAbsolutePath().getParent()
                .resolve("bench/wstest/requests/EchoList-20.xml"));
        HttpResponse<String> soap = client.send(HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + port + "/services/WSTest"))
                .header("Content-Type", "text/xml; charset=utf-8").header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(soap.statusCode()).isEqualTo(200);
        assertThat(soap.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(soap.body()).contains("<s>String 20</s>");

        HttpResponse<String> page = client.send(HttpRequest.newBuilder(URI.create("https://localhost:" + port + "/app")).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(page.body()).contains("Welcome to Bourse Trade");
    }

}
