package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

import jakarta.xml.ws.BindingProvider;

import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.transport.http.HTTPConduit;
import org.bourse.BourseApplication;
import org.bourse.testing.TemporaryTlsDirectory;
import org.bourse.testing.TrustedCertificate;
import org.bourse.web.PageClient;
import org.bourse.web.TextFrames;
import org.bourse.wstest.client.Order;
import org.bourse.wstest.client.TestNode;
import org.bourse.wstest.client.TestService;
import org.bourse.wstest.client.TestServiceSoap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The {@code tls} profile self-hosted, as its clients see it: HTTPS with the self-signed certificate made
 * at start, a plain HTTP port beside it, HTTP/2 negotiated for pages and SOAP, the WebSocket over wss,
 * cookies {@code Secure} over TLS only, and bad TLS input answered cleanly while the server keeps serving.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = BourseApplication.class,
        properties = "bourse.listener.http-port=0")
@ActiveProfiles("tls")
@ExtendWith(OutputCaptureExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SelfHostedTlsTest {

    static final Duration PATIENCE = Duration.ofMinutes(2);
    static final String ECHO_LIST_ACTION = "uri:WSTestWeb-TestService/EchoList";
    private static final Path TLS_DIRECTORY = TemporaryTlsDirectory.create("bourse-tls-");

    @LocalServerPort
    int tlsPort;

    @Autowired
    PlainHttpPort plainHttpPort;

    private SSLContext trust;

    @DynamicPropertySource
    static void tlsDirectory(DynamicPropertyRegistry registry) {
        registry.add("bourse.listener.tls.directory", TLS_DIRECTORY::toString);
    }

    @BeforeAll
    void trustTheCertificateTheServerMade() {
        trust = TrustedCertificate.context(TLS_DIRECTORY.resolve("self-signed.crt"));
    }

    @AfterAll
    void deleteTheCertificate() throws IOException {
        TemporaryTlsDirectory.delete(TLS_DIRECTORY);
    }

    @Test
    void aSoapClientGeneratedFromTheWsdlCallsOverHttps() {
        TestServiceSoap soap = new TestService().getTestServiceSoap();
        ((BindingProvider) soap).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY,
                "https://127.0.0.1:" + tlsPort + "/services/WSTest");
        Client client = ClientProxy.getClient(soap);
        TLSClientParameters tls = new TLSClientParameters();
        tls.setSslContext(trust); // the server's own certificate, verified with its host name, as a client should
        ((HTTPConduit) client.getConduit()).setTlsClientParameters(tls);

        TestNode node = new TestNode();
        node.setI(7);
        node.setF(1.5f);
        node.setS("over TLS");
        TestNode echoed = soap.echoList(node);
        assertThat(echoed.getS()).isEqualTo("over TLS");
        assertThat(echoed.getI()).isEqualTo(7);
        Order order = soap.getOrder(3, 4, 20);
        assertThat(order.getLineItems().getLineItem()).hasSize(20);
    }

    @Test
    void theWsdlAndTheServicesPageGiveEachPortsOwnScheme() throws Exception {
        assertThat(send(https(), HttpRequest.newBuilder(uri("https", tlsPort, "/services/WSTest?wsdl")).build()).body())
                .contains("location=\"https://127.0.0.1:" + tlsPort + "/services/WSTest\"");
        assertThat(send(plain(), HttpRequest.newBuilder(uri("http", plainHttpPort.boundPort(), "/services/WSTest?wsdl"))
                .build()).body()).contains("location=\"http://127.0.0.1:" + plainHttpPort.boundPort() + "/services/WSTest\"");
    }

    @Test
    void pagesAndSoapNegotiateHttp2OverTlsAndHttp11OnThePlainPort() throws Exception {
        HttpResponse<String> page = send(https(), HttpRequest.newBuilder(uri("https", tlsPort, "/app")).build());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.version()).as("ALPN picked HTTP/2 for a page").isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(page.body()).contains("Welcome to Bourse Trade");

        HttpResponse<String> soap = send(https(), soapPost(uri("https", tlsPort, "/services/WSTest")));
        assertThat(soap.statusCode()).as(soap.body()).isEqualTo(200);
        assertThat(soap.version()).as("ALPN picked HTTP/2 for a SOAP call").isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(soap.body()).contains("EchoListResponse").contains("<s>String 20</s>");

        HttpResponse<String> plainSoap = send(plain(), soapPost(uri("http", plainHttpPort.boundPort(), "/services/WSTest")));
        assertThat(plainSoap.version()).isEqualTo(HttpClient.Version.HTTP_1_1);
        assertThat(plainSoap.body()).isEqualTo(soap.body());
    }

    @Test
    void theSessionCookieIsSecureOverTlsOnly() {
        PageClient overTls = PageClient.overTls(tlsPort, trust);
        HttpResponse<String> login = overTls.post("/app", "uid", "uid:3", "passwd", "xxx", "action", "login",
                "_csrf", csrfOf(overTls));
        assertThat(login.statusCode()).as(login.body()).isIn(200, 302, 303);
        assertThat(login.headers().allValues("Set-Cookie")).anySatisfy(cookie ->
                assertThat(cookie).startsWith("JSESSIONID=").contains("; Secure"));

        PageClient plain = new PageClient(plainHttpPort.boundPort());
        HttpResponse<String> plainLogin = plain.post("/app", "uid", "uid:3", "passwd", "xxx", "action", "login",
                "_csrf", csrfOf(plain));
        assertThat(plainLogin.headers().allValues("Set-Cookie")).anySatisfy(cookie ->
                assertThat(cookie).startsWith("JSESSIONID=").doesNotContain("Secure"));
    }

    @Test
    void theMarketSummaryComesOverWss() throws Exception {
        PageClient browser = PageClient.overTls(tlsPort, trust);
        browser.post("/app", "uid", "uid:4", "passwd", "xxx", "action", "login", "_csrf", csrfOf(browser));
        assertThat(browser.get("/app?action=home").body()).contains("Welcome, uid:4");
        TextFrames frames = new TextFrames(PATIENCE);
        WebSocket socket = browser.webSocket("/marketsummary", frames).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            assertThat(frames.next()).startsWith("{\"type\":\"marketSummary\"").contains("\"topGainers\":[{");
        } finally {
            socket.abort();
        }
    }

    @Test
    void plainHttpOnTheTlsPortGetsA400ThatSaysSo(CapturedOutput output) throws Exception {
        int mark = output.getAll().length();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", tlsPort), 30_000);
            socket.setSoTimeout((int) PATIENCE.toMillis());
            socket.getOutputStream().write("GET /app HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertThat(answer).startsWith("HTTP/1.1 400").contains("TLS");
        }
        assertStillServing();
        assertThat(linesSince(output, mark)).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void aTruncatedHandshakeIsDroppedQuietly(CapturedOutput output) throws Exception {
        int mark = output.getAll().length();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", tlsPort), 30_000);
            socket.setSoTimeout((int) PATIENCE.toMillis());
            OutputStream out = socket.getOutputStream();
            // a TLS handshake record announcing 512 bytes of ClientHello, of which only the first few come
            out.write(new byte[] {0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, (byte) 0xfc, 0x03, 0x03});
            out.flush();
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            byte[] answer = in.readAllBytes(); // the server closes: at most a TLS alert, never HTTP
            assertThat(new String(answer, StandardCharsets.ISO_8859_1)).doesNotContain("HTTP/");
        }
        assertStillServing();
        assertThat(linesSince(output, mark)).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void anUnknownServerNameGetsTheDefaultCertificate(CapturedOutput output) throws Exception {
        int mark = output.getAll().length();
        try (SSLSocket socket = (SSLSocket) trust.getSocketFactory().createSocket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", tlsPort), 30_000);
            socket.setSoTimeout((int) PATIENCE.toMillis());
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setServerNames(List.of(new SNIHostName("unknown.example")));
            parameters.setApplicationProtocols(new String[] {"http/1.1"});
            socket.setSSLParameters(parameters);
            socket.startHandshake();
            socket.getOutputStream().write(("GET /primitive/ping HTTP/1.1\r\nHost: unknown.example\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertThat(answer).startsWith("HTTP/1.1 200");
        }
        assertThat(linesSince(output, mark)).isEmpty();
    }

    private void assertStillServing() throws Exception {
        HttpResponse<String> ping = send(https(), HttpRequest.newBuilder(uri("https", tlsPort, "/primitive/ping")).build());
        assertThat(ping.statusCode()).isEqualTo(200);
    }

    private static List<String> linesSince(CapturedOutput output, int mark) {
        return Arrays.stream(output.getAll().substring(mark).split("\\R")).filter(line -> !line.isBlank()).toList();
    }

    private static String csrfOf(PageClient client) {
        client.get("/app");
        return client.csrf();
    }

    private HttpClient https() {
        return HttpClient.newBuilder().sslContext(trust).version(HttpClient.Version.HTTP_2)
                .connectTimeout(Duration.ofSeconds(30)).build();
    }

    private static HttpClient plain() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(30)).build();
    }

    private static HttpRequest soapPost(URI uri) throws IOException {
        byte[] request = Files.readAllBytes(FrontEnd.REPOSITORY.resolve("bench/wstest/requests/EchoList-20.xml"));
        return HttpRequest.newBuilder(uri).header("Content-Type", "text/xml; charset=utf-8")
                .header("SOAPAction", "\"" + ECHO_LIST_ACTION + "\"").POST(HttpRequest.BodyPublishers.ofByteArray(request))
                .build();
    }

    private static URI uri(String scheme, int port, String path) {
        return URI.create(scheme + "://127.0.0.1:" + port + path);
    }

    private static HttpResponse<String> send(HttpClient client, HttpRequest request) throws Exception {
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

}
