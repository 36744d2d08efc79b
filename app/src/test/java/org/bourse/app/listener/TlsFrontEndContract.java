package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
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
import java.nio.file.attribute.PosixFilePermissions;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPublicKey;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

import jakarta.xml.ws.BindingProvider;

import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.transport.http.HTTPConduit;
import org.bourse.testing.RawHttp;
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
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What a front end from {@code tuning/} must do with a TLS listener ({@code tuning/frontend --tls-listen})
 * in front of Bourse in front-ended mode, checked through a real nginx or httpd and real clients: a SOAP
 * client generated from the WSDL over https, https addresses in the WSDL, Secure session cookies,
 * HTTP/2 negotiated, the market summary over wss, and bad TLS input answered cleanly. The front end
 * makes its self-signed certificate in a temporary directory, and the clients trust exactly that
 * certificate. One empty subclass per server; {@link UpstreamTlsFrontEndContract} adds TLS to the node.
 */
@FrontEndedServer
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TlsFrontEndContract.OpensslInstalled.class)
abstract class TlsFrontEndContract {

    static final Duration PATIENCE = FrontEndContract.PATIENCE;

    @LocalServerPort
    int appPort;

    Path staticDir;
    Path tlsRoot;
    FrontEnd frontEnd;
    Path certificate;
    SSLContext trusting;
    /** Whether the front end found no certificate and made one on this start. */
    boolean certificateMadeByTheFrontEnd;

    abstract String server();

    /** Where the front end's self-signed certificate is: made by the front end unless it exists. */
    Path tlsDir() {
        return tlsRoot.resolve("tls");
    }

    /** Further {@code tuning/frontend} options. */
    List<String> options() {
        return List.of();
    }

    @BeforeAll
    void startFrontEnd() throws IOException {
        FrontEnd.requireInstalled(server());
        staticDir = FrontEnd.staticDirectory();
        tlsRoot = Files.createTempDirectory("bourse-tls-");
        certificateMadeByTheFrontEnd = !Files.exists(tlsDir());
        frontEnd = FrontEnd.startTls(server(), staticDir, tlsDir(), options(), "127.0.0.1:" + appPort);
        certificate = tlsDir().resolve("self-signed.crt");
        trusting = TrustedCertificate.context(certificate);
    }

    @AfterAll
    void stopFrontEnd() throws IOException {
        if (frontEnd != null) {
            frontEnd.close();
        }
        for (Path dir : new Path[] {staticDir, tlsRoot}) {
            if (dir != null) {
                FrontEnd.delete(dir);
            }
        }
    }

    @Test
    void theSelfSignedCertificateIsEcP256ForLoopbackOwnerOnlyAndSaidOnce() throws Exception {
        X509Certificate x509 = read(certificate);
        assertThat(x509.getSigAlgName()).isEqualTo("SHA256withECDSA");
        assertThat(((ECPublicKey) x509.getPublicKey()).getParams().getCurve().getField().getFieldSize()).isEqualTo(256);
        assertThat(x509.getSubjectX500Principal().getName()).isEqualTo("CN=Bourse self-signed");
        assertThat(x509.getSubjectAlternativeNames().stream().map(name -> String.valueOf(name.get(1))).toList())
                .containsExactlyInAnyOrder("localhost", "127.0.0.1", "0:0:0:0:0:0:0:1");
        Path key = tlsDir().resolve("self-signed.key");
        assertThat(Files.readString(key)).startsWith("-----BEGIN PRIVATE KEY-----");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(key))).isEqualTo("rw-------");

        String fingerprint = HexFormat.ofDelimiter(":").withUpperCase()
                .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(x509.getEncoded()));
        String said = frontEnd.startOutput();
        if (certificateMadeByTheFrontEnd) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tlsDir()))).isEqualTo("rwx------");
            assertThat(said).contains("made a self-signed certificate").containsOnlyOnce(fingerprint);
        } else {
            assertThat(said).doesNotContain("made a self-signed certificate").doesNotContain(fingerprint);
        }

        // A second front end on the same directory takes the same certificate and says nothing of it.
        byte[] before = Files.readAllBytes(certificate);
        try (FrontEnd second = FrontEnd.startTls(server(), staticDir, tlsDir(), options(), "127.0.0.1:" + appPort)) {
            assertThat(second.startOutput()).doesNotContain("made a self-signed").doesNotContain(fingerprint);
            assertThat(PageClient.overTls(second.tlsPort, trusting).get("/scenario?action=n").statusCode()).isEqualTo(200);
        }
        assertThat(Files.readAllBytes(certificate)).isEqualTo(before);
    }

    @Test
    void aSoapClientGeneratedFromTheWsdlCallsOverHttpsThroughTheFrontEnd() {
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            TestServiceSoap soap = soapClient(frontEnd.tlsUrl(path));
            TestNode list = null;
            for (int k = 19; k >= 0; k--) {
                TestNode node = new TestNode();
                node.setI(k);
                node.setF(k / 4f);
                node.setS("String " + k);
                node.setNext(list);
                list = node;
            }
            assertThat(soap.echoList(list)).as(path + "\n" + frontEnd.log()).usingRecursiveComparison().isEqualTo(list);
            Order order = soap.getOrder(12, 34, 20);
            assertThat(order.getOrderId()).isEqualTo(12);
            assertThat(order.getCustomer().getCustomerId()).isEqualTo(34);
            assertThat(order.getLineItems().getLineItem()).hasSize(20);
        }
    }

    @Test
    void theWsdlAtTheTlsListenerGivesItsHttpsAddress() {
        HttpClient client = https(HttpClient.Version.HTTP_1_1);
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            HttpResponse<String> wsdl = send(client, HttpRequest.newBuilder(URI.create(frontEnd.tlsUrl(path + "?wsdl"))).GET());
            assertThat(wsdl.statusCode()).isEqualTo(200);
            assertThat(wsdl.body()).contains("location=\"https://127.0.0.1:" + frontEnd.tlsPort + path + "\"");
        }
        // The plain listener beside it still gives its http address.
        assertThat(RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/services/WSTest?wsdl").text())
                .contains("location=\"http://127.0.0.1:" + frontEnd.port + "/services/WSTest\"");
    }

    @Test
    void bourseSeesHttpsAndASecureRequestOnTheTlsListenerAndHttpOnThePlainOne() {
        HttpResponse<String> overTls = PageClient.overTls(frontEnd.tlsPort, trusting).get(FrontEndContract.ClientView.PATH);
        assertThat(overTls.statusCode()).as(frontEnd.log()).isEqualTo(200);
        assertThat(overTls.body().split("\n")).containsExactly("127.0.0.1", "https", "true", "127.0.0.1",
                String.valueOf(frontEnd.tlsPort));

        // A client on the plain listener cannot claim https.
        RawHttp.Response plain = RawHttp.get(RawHttp.OTHER_CLIENT, frontEnd.port, FrontEndContract.ClientView.PATH,
                "X-Forwarded-Proto: https", "X-Forwarded-Port: 443", "Forwarded: proto=https");
        assertThat(plain.text().split("\n")).containsExactly("127.0.0.5", "http", "false", "127.0.0.1",
                String.valueOf(frontEnd.port));
    }

    @Test
    void aLoginOverTlsGetsASecureSessionCookieAndRedirectsStayOnHttps() {
        PageClient browser = PageClient.overTls(frontEnd.tlsPort, trusting);
        HttpResponse<String> welcome = browser.get("/app");
        HttpResponse<String> login = browser.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx");
        assertThat(login.body()).contains("Welcome, uid:0");
        List<String> sessionCookies = sessionCookies(welcome, login);
        assertThat(sessionCookies).as("JSESSIONID cookies set over TLS").isNotEmpty()
                .allSatisfy(cookie -> assertThat(cookie).containsIgnoringCase("; Secure"));

        // Spring Security sends a visitor of the settings page to its login page, on the same scheme and port.
        HttpResponse<String> redirect = PageClient.overTls(frontEnd.tlsPort, trusting).get("/config");
        assertThat(redirect.statusCode()).isEqualTo(302);
        assertThat(redirect.headers().firstValue("Location")).hasValue(frontEnd.tlsUrl("/config/login"));

        PageClient plain = new PageClient(frontEnd.port);
        HttpResponse<String> plainWelcome = plain.get("/app");
        HttpResponse<String> plainLogin = plain.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx");
        assertThat(sessionCookies(plainWelcome, plainLogin)).as("JSESSIONID cookies set over plain HTTP").isNotEmpty()
                .noneSatisfy(cookie -> assertThat(cookie).containsIgnoringCase("; Secure"));
        assertThat(new PageClient(frontEnd.port).get("/config").headers().firstValue("Location"))
                .hasValue(frontEnd.url("/config/login"));
    }

    @Test
    void http2IsNegotiatedForPagesAndSoap() throws IOException {
        HttpResponse<String> welcome = PageClient.overTls(frontEnd.tlsPort, trusting).get("/app");
        assertThat(welcome.statusCode()).isEqualTo(200);
        assertThat(welcome.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(welcome.body()).contains("Welcome to Bourse Trade");

        byte[] request = Files.readAllBytes(FrontEnd.REPOSITORY.resolve("bench/wstest/requests/EchoList-20.xml"));
        HttpResponse<String> soap = send(https(HttpClient.Version.HTTP_2),
                HttpRequest.newBuilder(URI.create(frontEnd.tlsUrl("/services/WSTest")))
                        .header("Content-Type", "text/xml; charset=utf-8")
                        .header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(request)));
        assertThat(soap.statusCode()).as(soap.body()).isEqualTo(200);
        assertThat(soap.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(soap.body()).contains("EchoListResponse").contains("<s>String 20</s>");

        // A client offering only HTTP/1.1 gets HTTP/1.1.
        HttpResponse<String> old = send(https(HttpClient.Version.HTTP_1_1),
                HttpRequest.newBuilder(URI.create(frontEnd.tlsUrl("/scenario?action=n"))).GET());
        assertThat(old.statusCode()).isEqualTo(200);
        assertThat(old.version()).isEqualTo(HttpClient.Version.HTTP_1_1);
    }

    @Test
    void theLiveMarketSummaryComesOverWssThroughTheFrontEnd() throws Exception {
        PageClient browser = PageClient.overTls(frontEnd.tlsPort, trusting);
        browser.get("/app");
        assertThat(browser.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx").body())
                .contains("Welcome, uid:0");
        TextFrames messages = new TextFrames(PATIENCE);
        // The page's base is https://, so the socket's is wss://.
        WebSocket socket = browser.webSocket("/marketsummary", messages).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            assertThat(messages.next()).as(frontEnd.log()).startsWith("{\"type\":\"marketSummary\"")
                    .containsPattern("\"tsia\":[0-9.]+");
        } finally {
            socket.abort();
        }
    }

    @Test
    void plainHttpAtTheTlsPortIsRefusedCleanly() {
        int logLines = errorLogLines();
        RawHttp.Response refused = RawHttp.get(RawHttp.LOOPBACK, frontEnd.tlsPort, "/app");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.text()).containsPattern("(?i)plain HTTP");
        stillServes(logLines);
    }

    @Test
    void aTruncatedHandshakeIsClosedCleanly() throws IOException {
        int logLines = errorLogLines();
        try (Socket socket = new Socket()) {
            socket.setSoTimeout((int) PATIENCE.toMillis());
            socket.connect(new InetSocketAddress(RawHttp.LOOPBACK, frontEnd.tlsPort), 5_000);
            OutputStream out = socket.getOutputStream();
            // The first bytes of a ClientHello: a handshake record (TLS 1.0 record version, 200 bytes),
            // ClientHello of 196 bytes, client version TLS 1.2, two bytes of its random; then nothing more.
            out.write(HexFormat.of().parseHex("16030100c8010000c40303abcd"));
            out.flush();
            socket.shutdownOutput();
            // The server gives up on the handshake and closes (perhaps after an alert): it does not hang.
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            in.transferTo(answer);
            assertThat(answer.size()).as("bytes before the close (an alert at most)").isLessThan(64);
        }
        stillServes(logLines);
    }

    @Test
    void anUnknownServerNameGetsTheOneCertificate() throws IOException {
        int logLines = errorLogLines();
        try (SSLSocket socket = (SSLSocket) trusting.getSocketFactory().createSocket()) {
            socket.setSoTimeout((int) PATIENCE.toMillis());
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setServerNames(List.of(new SNIHostName("unknown.example")));
            socket.setSSLParameters(parameters);
            socket.connect(new InetSocketAddress(RawHttp.LOOPBACK, frontEnd.tlsPort), 5_000);
            socket.startHandshake();
            // No other certificate to offer: the front end serves the name it does not know with its own
            // (a client checking the name would refuse it; this one trusts the certificate itself).
            assertThat(socket.getSession().getPeerCertificates()[0]).isEqualTo(read(certificate));
            OutputStream out = socket.getOutputStream();
            out.write(("GET /scenario?action=n HTTP/1.0\r\nHost: 127.0.0.1:" + frontEnd.tlsPort + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            assertThat(RawHttp.parse(socket.getInputStream().readAllBytes()).status()).isEqualTo(200);
        }
        // A client that took the name to this address and checks it, as a browser does, refuses the
        // certificate; the server goes on.
        try (Socket tcp = new Socket()) {
            tcp.setSoTimeout((int) PATIENCE.toMillis());
            tcp.connect(new InetSocketAddress(RawHttp.LOOPBACK, frontEnd.tlsPort), 5_000);
            SSLSocket socket = (SSLSocket) trusting.getSocketFactory().createSocket(tcp, "unknown.example",
                    frontEnd.tlsPort, false);
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            socket.setSSLParameters(parameters);
            assertThatThrownBy(socket::startHandshake).hasMessageContaining("unknown.example");
        }
        stillServes(logLines);
    }

    // ------------------------------------------------------------------ helpers

    /** A normal https request still works, and the bad input cost the error log one line at most. */
    private void stillServes(int logLinesBefore) {
        HttpResponse<String> normal = PageClient.overTls(frontEnd.tlsPort, trusting).get("/scenario?action=n");
        assertThat(normal.statusCode()).isEqualTo(200);
        assertThat(errorLogLines() - logLinesBefore).as(frontEnd.log()).isLessThanOrEqualTo(1);
    }

    private int errorLogLines() {
        return (int) frontEnd.log().lines().count();
    }

    TestServiceSoap soapClient(String address) {
        TestServiceSoap soap = new TestService().getTestServiceSoap();
        ((BindingProvider) soap).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address);
        ((BindingProvider) soap).getRequestContext().put("org.apache.cxf.stax.maxElementDepth", 1000);
        // CXF's java.net.http conduit takes the context itself (a socket factory would make it fall back
        // to HttpsURLConnection); the host name is checked against the certificate as usual.
        TLSClientParameters tls = new TLSClientParameters();
        tls.setSslContext(trusting);
        ((HTTPConduit) ClientProxy.getClient(soap).getConduit()).setTlsClientParameters(tls);
        return soap;
    }

    HttpClient https(HttpClient.Version version) {
        return HttpClient.newBuilder().sslContext(trusting).version(version).connectTimeout(Duration.ofSeconds(30)).build();
    }

    static HttpResponse<String> send(HttpClient client, HttpRequest.Builder request) {
        try {
            return client.send(request.timeout(PATIENCE).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static List<String> sessionCookies(HttpResponse<?>... responses) {
        return java.util.Arrays.stream(responses).flatMap(r -> r.headers().allValues("Set-Cookie").stream())
                .filter(cookie -> cookie.startsWith("JSESSIONID=")).toList();
    }

    static X509Certificate read(Path pem) {
        try (InputStream in = Files.newInputStream(pem)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        } catch (IOException | java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * openssl makes the self-signed certificate; without it these tests skip loudly (fail under CI) before
     * any application context starts, since {@link UpstreamTlsFrontEndContract}'s needs the certificate.
     */
    static final class OpensslInstalled implements ExecutionCondition {

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            String missing = FrontEnd.missing("openssl");
            return missing == null ? ConditionEvaluationResult.enabled("openssl is installed")
                    : ConditionEvaluationResult.disabled(missing);
        }
    }
}
