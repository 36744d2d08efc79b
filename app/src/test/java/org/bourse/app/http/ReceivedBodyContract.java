package org.bourse.app.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.testing.RawHttp;
import org.bourse.testing.SoapHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A request whose body arrives after its headers is received in the background and then served
 * exactly as one that came whole: SOAP on both WSTest addresses, chunked bodies, form fields read by
 * Spring MVC and checked by Spring Security's CSRF filter, "Expect: 100-continue". And the memory
 * held by bodies being received is bounded, broken chunked encoding is refused, a client that leaves
 * gives its memory back. The same on both containers ({@link ReceivedBodyTest} on Tomcat, with what
 * only Tomcat has; {@link JettyReceivedBodyTest}).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "bourse.http.max-request-body=64KB",
        "bourse.http.pending-body-memory=64KB"})
abstract class ReceivedBodyContract {

    static final Duration WAIT = Duration.ofMinutes(2);
    static final Path ECHO_LIST_20 = Path.of("..", "bench", "wstest", "requests", "EchoList-20.xml");
    static final String ECHO_LIST_ACTION = "SOAPAction: \"uri:WSTestWeb-TestService/EchoList\"";
    static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    static final Pattern SESSION = Pattern.compile("JSESSIONID=([^;]+)");

    @LocalServerPort
    int port;

    @Autowired
    PendingBodies pending;

    @AfterEach
    void nothingLeftPending() {
        await().atMost(WAIT).until(() -> pending.count() == 0);
        assertThat(pending.bytes()).isZero();
    }

    @Test
    void soapBodyThatComesAfterItsHeadersIsAnswered() throws IOException {
        byte[] envelope = Files.readAllBytes(ECHO_LIST_20);
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            RawHttp.Response response = lateBody(path, envelope, "Content-Type: text/xml; charset=utf-8",
                    ECHO_LIST_ACTION, "Content-Length: " + envelope.length);
            assertThat(response.status()).as(path + ": " + response.text()).isEqualTo(200);
            assertThat(response.text()).contains("EchoListResponse").contains("<s>String 20</s>");
        }
    }

    @Test
    void chunkedSoapBodyIsAnsweredAndTheConnectionKept() throws IOException {
        byte[] envelope = Files.readAllBytes(ECHO_LIST_20);
        SoapHttp soap = new SoapHttp(port);
        for (int i = 0; i < 3; i++) {
            HttpResponse<byte[]> response = soap.post("/services/WSTest", "\"uri:WSTestWeb-TestService/EchoList\"",
                    HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(envelope)));
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("<s>String 20</s>");
        }
    }

    @Test
    void formFieldsThatComeAfterTheHeadersLogIn() throws Exception {
        LoginPage page = loginPage();
        RawHttp.Response home = lateForm("action=login&uid=uid%3A0&passwd=xxx&_csrf=" + page.csrf, page.session);
        assertThat(home.status()).as(home.text()).isEqualTo(200);
        assertThat(home.text()).contains("Welcome, uid:0");
    }

    @Test
    void csrfTokenIsStillRequiredWhenTheFormComesLate() throws Exception {
        LoginPage page = loginPage();
        RawHttp.Response refused = lateForm("action=login&uid=uid%3A0&passwd=xxx", page.session);
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.text()).doesNotContain("Welcome, uid:0");
    }

    @Test
    void clientWaitingForContinueGetsItAndIsAnswered() throws Exception {
        byte[] envelope = Files.readAllBytes(ECHO_LIST_20);
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/services/WSTest"))
                .expectContinue(true).version(HttpClient.Version.HTTP_1_1).timeout(WAIT)
                .header("Content-Type", "text/xml; charset=utf-8")
                .header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(envelope)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("<s>String 20</s>");
    }

    @Test
    void theBodyLimitIsASetting() {
        HttpResponse<byte[]> response = new SoapHttp(port).post("/services/WSTest", "",
                BodyLimitContract.echoStruct(1, 64 * 1024));
        assertThat(BodyLimitContract.clientFault(response)).isEqualTo(
                "Request body is larger than 65536 bytes (bourse.http.max-request-body)");
    }

    @Test
    void bodiesBeingReceivedShareABoundedMemory() throws Exception {
        // 65,000 of the 65,536 bytes for pending bodies: the next body cannot get its first kilobyte.
        byte[] big = paddedEchoList(65_000);
        try (Socket first = open()) {
            OutputStream out = first.getOutputStream();
            out.write(head("/services/WSTest", "Content-Type: text/xml; charset=utf-8", ECHO_LIST_ACTION,
                    "Content-Length: " + big.length));
            out.write(big, 0, 64_000);
            out.flush();
            await().atMost(WAIT).until(() -> pending.bytes() == big.length);

            byte[] small = Files.readAllBytes(ECHO_LIST_20);
            RawHttp.Response refused = lateBody("/services/WSTest", small, "Content-Type: text/xml; charset=utf-8",
                    ECHO_LIST_ACTION, "Content-Length: " + small.length);
            assertThat(refused.status()).isEqualTo(503);
            assertThat(refused.header("Connection")).isEqualTo("close");
            assertThat(refused.text()).contains("<faultcode>soap:Server</faultcode>").contains("<faultstring>"
                    + "Too many request bodies are arriving slowly: the 65536 bytes for them are in use "
                    + "(bourse.http.pending-body-memory)</faultstring>");

            out.write(big, 64_000, big.length - 64_000);
            out.flush();
            RawHttp.Response answered = RawHttp.parse(first.getInputStream().readAllBytes());
            assertThat(answered.status()).as(answered.text()).isEqualTo(200);
            assertThat(answered.text()).contains("<s>String 20</s>");
        }
    }

    @Test
    void brokenChunkedEncodingIsRefused() throws IOException {
        RawHttp.Response refused = lateBody("/services/WSTest", "zz\r\nabc\r\n".getBytes(StandardCharsets.ISO_8859_1),
                "Content-Type: text/xml; charset=utf-8", ECHO_LIST_ACTION, "Transfer-Encoding: chunked");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.header("Connection")).isEqualTo("close");
        assertThat(refused.text()).contains("<faultcode>soap:Client</faultcode>")
                .contains("<faultstring>Request body is not valid chunked encoding</faultstring>");
    }

    @Test
    void clientThatLeavesHalfwayGivesItsBodyBack() throws IOException {
        try (Socket socket = open()) {
            OutputStream out = socket.getOutputStream();
            out.write(head("/services/WSTest", "Content-Type: text/xml; charset=utf-8", ECHO_LIST_ACTION,
                    "Content-Length: 5000"));
            out.write(new byte[2000]);
            out.flush();
            await().atMost(WAIT).until(() -> pending.bytes() >= 2000);
        }
        // Then nothingLeftPending(): the count and the memory come back once the connection is gone.
    }

    /** Sends the headers, waits until the server receives the body in the background, then sends it in two parts. */
    private RawHttp.Response lateBody(String path, byte[] body, String... headers) throws IOException {
        int before = pending.count();
        try (Socket socket = open()) {
            OutputStream out = socket.getOutputStream();
            out.write(head(path, headers));
            out.flush();
            await().atMost(WAIT).until(() -> pending.count() > before);
            out.write(body, 0, body.length / 2);
            out.flush();
            out.write(body, body.length / 2, body.length - body.length / 2);
            out.flush();
            return RawHttp.parse(socket.getInputStream().readAllBytes());
        }
    }

    private RawHttp.Response lateForm(String form, String session) throws IOException {
        byte[] body = form.getBytes(StandardCharsets.ISO_8859_1);
        return lateBody("/app", body, "Content-Type: application/x-www-form-urlencoded",
                "Cookie: JSESSIONID=" + session, "Content-Length: " + body.length);
    }

    private record LoginPage(String session, String csrf) {
    }

    private LoginPage loginPage() throws Exception {
        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/app")).timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
        Matcher session = SESSION.matcher(page.headers().firstValue("Set-Cookie").orElseThrow());
        Matcher csrf = CSRF.matcher(page.body());
        assertThat(session.find() && csrf.find()).as(page.body()).isTrue();
        return new LoginPage(session.group(1), URLEncoder.encode(csrf.group(1), StandardCharsets.UTF_8));
    }

    /** EchoList 20 with an XML comment in front, to the given length. */
    private static byte[] paddedEchoList(int length) throws IOException {
        byte[] envelope = Files.readAllBytes(ECHO_LIST_20);
        String comment = "<!--" + " ".repeat(length - envelope.length - 7) + "-->";
        byte[] padded = Arrays.copyOf(comment.getBytes(StandardCharsets.US_ASCII), length);
        System.arraycopy(envelope, 0, padded, comment.length(), envelope.length);
        return padded;
    }

    private Socket open() throws IOException {
        Socket socket = new Socket();
        socket.setSoTimeout((int) WAIT.toMillis());
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        return socket;
    }

    /** HTTP/1.0: the server closes the connection after its answer. */
    private byte[] head(String path, String... headers) {
        return ("POST " + path + " HTTP/1.0\r\nHost: 127.0.0.1:" + port + "\r\n" + String.join("\r\n", headers)
                + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
    }
}
