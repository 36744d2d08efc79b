package org.bourse.app.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import org.bourse.testing.RawHttp;
import org.bourse.testing.SoapHttp;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import io.micrometer.core.instrument.MeterRegistry;

/**
 * More clients trickling request bodies than the container has threads (slowhttptest -B in miniature):
 * SOAP calls and pages keep being answered, every slow body ends refused at the deadline, and the
 * connection is closed. Before the gate, the first four slow bodies held Tomcat's four request threads
 * and nobody else was answered until the attack stopped. The same on both containers
 * ({@link SlowBodyAttackTest} on Tomcat, {@link JettySlowBodyAttackTest}); each gets its smallest pool.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "server.tomcat.threads.max=4", "server.tomcat.threads.min-spare=4",
        // Jetty's pool also runs its acceptor and selector: 8 leaves about 5 for requests.
        "server.jetty.threads.max=8", "server.jetty.threads.min=8",
        "server.jetty.threads.acceptors=1", "server.jetty.threads.selectors=1",
        "bourse.http.body-timeout=40s", "bourse.http.max-request-body=64KB", "bourse.http.pending-body-memory=64KB"})
abstract class SlowBodyAttackContract {

    static final int ATTACKERS = 16;
    static final String DEADLINE = "Request body did not arrive within 40s (bourse.http.body-timeout)";
    /**
     * Generous for one small request on a busy machine, and well under the 40 s deadline: a probe that had
     * to wait for a request thread held by a slow body would wait until the deadline freed one.
     */
    static final Duration PROBE_BOUND = Duration.ofSeconds(15);
    static final Duration WAIT = Duration.ofMinutes(2);
    static final int PROBE_ROUNDS = 5;
    static final String ECHO_VOID_ACTION = "\"uri:WSTestWeb-TestService/EchoVoid\"";
    static final String ECHO_VOID = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<soap:Body><EchoVoid xmlns=\"uri:WSTestWeb-TestService\"/></soap:Body></soap:Envelope>";

    @LocalServerPort
    int port;

    @Autowired
    PendingBodies pending;

    @Autowired
    MeterRegistry registry;

    @Test
    void slowBodiesHoldNoRequestThreadAndAreRefusedAtTheDeadline() throws Exception {
        try (SlowBodyAttack attack = new SlowBodyAttack(port, ATTACKERS)) {
            assertThat(attack.headersSent()).isEqualTo(ATTACKERS);
            await("the container accepts the attack's " + ATTACKERS + " connections").atMost(WAIT)
                    .until(() -> connections() >= ATTACKERS);

            SoapHttp probes = new SoapHttp(port, PROBE_BOUND);
            for (int round = 0; round < PROBE_ROUNDS; round++) {
                for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
                    HttpResponse<byte[]> echo = probe("EchoVoid at " + path, () -> probes.post(path, ECHO_VOID_ACTION, ECHO_VOID));
                    assertThat(echo.statusCode()).isEqualTo(200);
                    assertThat(new String(echo.body(), StandardCharsets.UTF_8)).contains("EchoVoidResponse");
                }
                assertThat(probe("GET /scenario", () -> probes.get("/scenario")).statusCode()).isEqualTo(200);
            }
            // The probes were answered while every slow body was still being received, not after refusals.
            assertThat(pending.count()).isEqualTo(ATTACKERS);

            List<RawHttp.Response> answers = attack.answers(WAIT);
            for (int i = 0; i < ATTACKERS; i++) {
                RawHttp.Response answer = answers.get(i);
                assertThat(answer.status()).as(answer.text()).isEqualTo(408);
                assertThat(answer.header("Connection")).isEqualTo("close");
                if (attack.kinds().get(i).soap()) {
                    assertThat(answer.header("Content-Type")).startsWith("text/xml");
                    assertThat(answer.text()).contains("<faultcode>soap:Client</faultcode>")
                            .contains("<faultstring>" + DEADLINE + "</faultstring>");
                } else {
                    assertThat(answer.text()).isEqualTo(DEADLINE);
                }
            }
        }
        assertThat(pending.count()).isZero();
        assertThat(pending.bytes()).isZero();
        assertThat(registry.get("bourse.http.body.refusals").tag("reason", "too-slow").counter().count())
                .isEqualTo(ATTACKERS);
    }

    /** The connections the container holds open now. */
    abstract long connections();

    private static HttpResponse<byte[]> probe(String what, Supplier<HttpResponse<byte[]>> call) {
        try {
            return call.get();
        } catch (AssertionError e) {
            throw new AssertionError(what + " was not answered within " + PROBE_BOUND + " while " + ATTACKERS
                    + " clients trickled request bodies", e);
        }
    }
}
