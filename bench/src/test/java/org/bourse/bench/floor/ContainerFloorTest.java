package org.bourse.bench.floor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.bourse.bench.cli.CommandLines;
import org.bourse.bench.wstest.WsTestSimulation;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The container floor against a real Bourse: on Tomcat and on Jetty, every WSTest request file gets exactly
 * the bytes Bourse answers it with, whether the connection is kept or closed; anything else gets a 404 that says
 * why; wrong options and an unreachable Bourse are refused with a message.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class ContainerFloorTest {

    private static final Path REQUESTS = Repository.root().resolve("bench/wstest/requests");
    private static final Pattern TIMES = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})?");

    final BourseProcess bourse;
    final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30)).build();

    ContainerFloorTest(BourseProcess bourse) {
        this.bourse = bourse;
    }

    @ParameterizedTest
    @EnumSource(Container.class)
    void everyRequestFileGetsTheBytesBourseAnswers(Container container) throws Exception {
        try (RunningFloor floor = FloorCommand.start(settings(container, bourse.url()))) {
            List<Path> files = requestFiles();
            assertThat(files).hasSizeGreaterThanOrEqualTo(10);
            for (Path file : files) {
                HttpResponse<byte[]> expected = post(bourse.url() + "/services/WSTest", file);
                HttpResponse<byte[]> actual = post("http://127.0.0.1:" + floor.port() + "/services/WSTest", file);
                assertThat(expected.statusCode()).as(file.toString()).isEqualTo(200);
                assertThat(actual.statusCode()).as(file.toString()).isEqualTo(200);
                assertThat(withoutTimes(actual.body())).as(file.toString()).isEqualTo(withoutTimes(expected.body()));
                assertThat(actual.headers().firstValue("Content-Type").orElseThrow())
                        .isEqualToIgnoringCase(expected.headers().firstValue("Content-Type").orElseThrow());
                assertThat(actual.headers().firstValue("Content-Length")).hasValue(Integer.toString(actual.body().length));
            }
            // The load tools' connection-per-request mode: the answer, then the floor closes the connection.
            Path list = REQUESTS.resolve("EchoList-20.xml");
            String closed = postClosing(floor.port(), list);
            assertThat(closed).startsWith("HTTP/1.1 200").containsIgnoringCase("Connection: close")
                    .endsWith(new String(post(bourse.url() + "/services/WSTest", list).body(), StandardCharsets.UTF_8));
            HttpResponse<String> unknown = client.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + floor.port() + "/services/WSTest"))
                    .POST(HttpRequest.BodyPublishers.ofString("<not-a-request-file/>")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(unknown.statusCode()).isEqualTo(404);
            assertThat(unknown.body()).contains("not one of the captured request bodies");
        }
    }

    @Test
    void anUnreachableBourseIsNamed() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port;
        assertThatThrownBy(() -> FloorCommand.start(settings(Container.TOMCAT, url)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("cannot capture Bourse's answers: no answer from " + url + "/services/WSTest");
    }

    @Test
    void wrongOptionsAreRefusedWithAMessage() {
        assertThatThrownBy(() -> FloorCommand.parse(new String[] {"--container", "undertow", "--capture-from", "http://h"}))
                .hasMessage("--container is tomcat or jetty, not 'undertow'");
        assertThatThrownBy(() -> FloorCommand.parse(new String[] {"--container", "tomcat"}))
                .hasMessageStartingWith("--capture-from is required");
        assertThatThrownBy(() -> FloorCommand.parse(new String[] {"--container", "jetty", "--capture-from", "ftp://x"}))
                .hasMessage("--capture-from takes Bourse's http:// address, not 'ftp://x'");
        assertThatThrownBy(() -> FloorCommand.parse(new String[] {"--container", "jetty", "--capture-from", "http://x",
                "--port", "70000"})).hasMessage("--port must be a number from 0 to 65535, not '70000'");
        assertThat(FloorCommand.parse(new String[] {"--help"})).isEmpty();
    }

    @Test
    void theHelpListsEveryOption() {
        String help = CommandLines.help(new FloorCommandLine());
        assertThat(CommandLines.optionNames(new FloorCommandLine())).contains("--container", "--capture-from", "--port",
                "--write-buffer", "--help").allSatisfy(name -> assertThat(help).contains(name));
        assertThat(help).contains("Usage: bench/floor --container tomcat|jetty", "(127.0.0.1)", "(50)");
    }

    private static FloorSettings settings(Container container, String bourseUrl) {
        return FloorCommand.parse(new String[] {"--container", container.name(), "--capture-from", bourseUrl,
                "--requests", REQUESTS.toString(), "--threads", "4"}).orElseThrow();
    }

    private HttpResponse<byte[]> post(String url, Path file) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = client.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(2))
                .header("Content-Type", "text/xml; charset=utf-8").header("SOAPAction", action(file))
                .POST(HttpRequest.BodyPublishers.ofByteArray(Files.readAllBytes(file))).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).doesNotContain("Fault>");
        return response;
    }

    /** One request with {@code Connection: close} on a socket of its own (HttpClient will not send that header); everything read until the server closes. */
    private static String postClosing(int port, Path file) throws IOException {
        byte[] body = Files.readAllBytes(file);
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout((int) Duration.ofMinutes(2).toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(("POST /services/WSTest HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: " + action(file)
                    + "\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** GetOrder's answers carry the time they were made (order and last-activity dates): the rest must match byte for byte. */
    private static String withoutTimes(byte[] body) {
        return TIMES.matcher(new String(body, StandardCharsets.UTF_8)).replaceAll("<time>");
    }

    private static String action(Path file) {
        return WsTestSimulation.soapAction(file.getFileName().toString().replaceFirst("\\.xml$", ""));
    }

    private static List<Path> requestFiles() throws IOException {
        try (Stream<Path> s = Files.list(REQUESTS)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
    }
}
