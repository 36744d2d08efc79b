package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.SharedServer;
import org.bourse.bench.testing.LoopbackTomcat;
import org.bourse.testing.TestCertificate;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The load kit over TLS, against a real server serving HTTPS (and HTTP/2 in the handshake) with a
 * self-signed certificate made for the test: a WSTest run over HTTP/1.1 and one over HTTP/2, each saying
 * which it spoke, and a Trade run whose probe, settings and run check (the kit's own requests, with the
 * admin password) accept the loopback server's certificate; {@code bench/compare} of HTTP/1.1 against
 * HTTP/2 on that server. A server that offers only HTTP/1.1 fails an {@code --http2} run on every request;
 * a URL with the wrong scheme for its port is refused before the run. Runs are counted, never timed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class LoadOverTlsTest {

    static final int USERS = 200;
    static final int QUOTES = 100;

    Path certificates;
    TestCertificate certificate;
    BourseProcess server;
    final LoadCommand load;

    LoadOverTlsTest(LoadCommand load) {
        this.load = load;
    }

    @BeforeAll
    void startServer() throws Exception {
        certificates = Files.createTempDirectory("bourse-bench-tls");
        certificate = TestCertificate.create(certificates);
        server = BourseProcess.onH2File().population(USERS, QUOTES).overTls(certificate);
        server.start();
    }

    @AfterAll
    void stopServer() throws IOException {
        if (server != null) {
            server.close();
        }
        if (certificates != null) {
            delete(certificates);
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Test
    void aWsTestRunOverHttpsSpeaksHttp11AndSaysSo() throws Exception {
        assertThat(server.url()).startsWith("https://127.0.0.1:");
        LoadCommand.Outcome run = load.run(Map.of(), "EchoList-20", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--count", "20");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertThat(summary.path("global").path("count").asLong()).isEqualTo(20);
        assertThat(summary.path("global").path("ko").asLong()).isZero();
        assertThat(summary.path("settings").asText()).endsWith(", HTTP/1.1 over TLS");
        assertThat(summary.path("server").path("protocol").asText()).isEqualTo("HTTP/1.1 over TLS");
    }

    @Test
    void http2IsNegotiatedAndCheckedOnEveryResponse() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", server.url(), "--http2", "--connections",
                "2", "--ramp", "0", "--count", "20");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertThat(summary.path("global").path("ok").asLong()).isEqualTo(20);
        assertThat(summary.path("settings").asText()).endsWith(", HTTP/2 over TLS");
        assertThat(Files.readString(run.folders().get(0).resolve("summary.md"))).contains("HTTP/2 over TLS");
    }

    /** The probe, the settings for the report and the run check: the kit's own clients, over TLS. */
    @Test
    void aTradeRunOverHttp2PassesItsRunCheck() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", server.url(), "--http2",
                "--connections", "2", "--ramp", "0", "--count", "6", "--trade-users", "" + USERS, "--quotes",
                "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("bench/load: loading the Bourse server at " + server.url() + ": ");
        JsonNode summary = run.summary(0);
        assertThat(summary.path("global").path("ko").asLong()).isZero();
        assertThat(summary.path("checks").path("ran").asBoolean()).isTrue();
        assertThat(summary.path("checks").path("passed").asBoolean()).as(summary.path("checks").toString()).isTrue();
        assertThat(summary.path("server").path("settings").path("values").path("bourse.population.users").asText())
                .as("the settings in force were read over TLS").isEqualTo("" + USERS);
    }

    /** bench/compare: the same TLS server over HTTP/1.1 (A) and over HTTP/2 (B), interleaved. */
    @Test
    void compareSetsHttp11AgainstHttp2OnOneServer() throws Exception {
        LoadCommand.Outcome run = load.compare(Map.of(), "EchoVoid", "--a-url", server.url(), "--b-url", server.url(),
                "--b-http2", "--connections", "1", "--count", "10", "--duration", "600", "--warmup-max", "0",
                "--max-foreign", "64");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode s = run.summary(0);
        assertThat(s.path("targets").path("A").path("protocol").asText()).isEqualTo("HTTP/1.1 over TLS");
        assertThat(s.path("targets").path("B").path("protocol").asText()).isEqualTo("HTTP/2 over TLS");
        assertThat(s.path("load").path("description").asText())
                .endsWith(", A over HTTP/1.1 over TLS, B over HTTP/2 over TLS");
        assertThat(s.path("runs").size()).isEqualTo(6);
        for (JsonNode r : s.path("runs")) {
            assertThat(r.path("requests").asLong()).isEqualTo(10);
            assertThat(r.path("errors").asLong()).isZero();
        }
    }

    @Test
    void aServerOfferingOnlyHttp11FailsAnHttp2Run() throws Exception {
        try (LoopbackTomcat http11 = LoopbackTomcat.overTls(certificate, "<EchoVoidResponse/>")) {
            LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", http11.url(), "--http2", "--connections",
                    "1", "--ramp", "0", "--count", "3");
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
            assertThat(run.output()).contains("FAILED: 3 of 3 requests failed")
                    .contains(LoadProtocol.CHECK + ", found HTTP/1.1");
            // the same server over HTTP/1.1 is fine: the certificate was never the problem
            LoadCommand.Outcome plain = load.run(Map.of(), "EchoVoid", "--url", http11.url(), "--connections", "1",
                    "--ramp", "0", "--count", "3");
            assertThat(plain.status()).as(plain.output()).isZero();
        }
    }

    @Test
    void theWrongSchemeForThePortIsRefusedBeforeTheRun() throws Exception {
        String plainToTls = server.url().replace("https://", "http://");
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", plainToTls, "--count", "1");
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.output()).contains("bench/load: the server at " + plainToTls
                + " speaks TLS on that port: give https://");
        assertThat(run.folders()).isEmpty();

        // a servlet container serving plain HTTP, as Bourse does without TLS
        try (LoopbackTomcat plain = LoopbackTomcat.plain("not a Bourse")) {
            String tlsToPlain = "https://127.0.0.1:" + plain.port();
            LoadCommand.Outcome refused = load.run(LoadCommand.ADMIN, "trade-soap", "--url", tlsToPlain,
                    "--count", "1");
            assertThat(refused.status()).as(refused.output()).isEqualTo(ExitStatus.USAGE);
            assertThat(refused.output()).contains("bench/load: no TLS session with " + tlsToPlain + ": ")
                    .contains("(does the server speak plain HTTP there? then give http://)");
            assertThat(refused.folders()).isEmpty();
        }
    }

    @Test
    void aBadSchemeIsAUsageErrorNamingTheOption() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", "ftp://127.0.0.1:21");
        assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.output().lines().toList()).containsExactly("bench/load: --url takes http://HOST:PORT or"
                + " https://HOST:PORT (the port written out; a path may follow), not 'ftp://127.0.0.1:21'");
        List<String> noPort = load.run(Map.of(), "EchoVoid", "--url", "https://127.0.0.1").output().lines().toList();
        assertThat(noPort).hasSize(1).allMatch(l -> l.startsWith("bench/load: --url takes"));
    }
}
