package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.RawHttp;
import org.bourse.web.PageClient;
import org.bourse.web.TextFrames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * What a front end from {@code tuning/} must do in front of Bourse in front-ended mode, checked
 * through a real nginx or httpd started by {@code tuning/frontend} with the project's own template.
 * One empty subclass per server.
 */
@FrontEndedServer
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class FrontEndContract {

    static final String ECHO_LIST_ACTION = "SOAPAction: \"uri:WSTestWeb-TestService/EchoList\"";
    static final String ADMIN_PASSWORD = "front-end-test-secret";
    /** Upper bound of every wait below: generous, for a busy machine. */
    static final Duration PATIENCE = Duration.ofMinutes(5);

    @LocalServerPort
    int appPort;

    private Path staticDir;
    private FrontEnd frontEnd;

    abstract String server();

    @BeforeAll
    void startFrontEnd() throws IOException {
        staticDir = FrontEnd.staticDirectory();
        frontEnd = FrontEnd.start(server(), staticDir, "127.0.0.1:" + appPort);
    }

    @AfterAll
    void stopFrontEnd() throws IOException {
        if (frontEnd != null) {
            frontEnd.close();
        }
        if (staticDir != null) {
            FrontEnd.delete(staticDir);
        }
    }

    @Test
    void wsTestSoapCallsGoThroughTheFrontEnd() throws IOException {
        byte[] request = Files.readAllBytes(FrontEnd.REPOSITORY.resolve("bench/wstest/requests/EchoList-20.xml"));
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            RawHttp.Response response = RawHttp.post(RawHttp.LOOPBACK, frontEnd.port, path, request,
                    "Content-Type: text/xml; charset=utf-8", ECHO_LIST_ACTION);
            assertThat(response.status()).as(path + "\n" + frontEnd.log()).isEqualTo(200);
            assertThat(response.text()).contains("EchoListResponse").contains("<s>String 20</s>");
        }
    }

    @Test
    void theWsdlGivesTheFrontEndsAddress() {
        for (String path : List.of("/services/WSTest", "/WSTest/services/TestServiceSoap")) {
            RawHttp.Response wsdl = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, path + "?wsdl");
            assertThat(wsdl.status()).isEqualTo(200);
            assertThat(wsdl.text()).contains("location=\"http://127.0.0.1:" + frontEnd.port + path + "\"");
        }
    }

    @Test
    void aClientCannotPlantForwardedHeadersThroughTheFrontEnd() {
        RawHttp.Response wsdl = RawHttp.get(RawHttp.OTHER_CLIENT, frontEnd.port, "/services/WSTest?wsdl",
                "X-Forwarded-Host: evil.example", "X-Forwarded-Proto: https", "X-Forwarded-Port: 9443",
                "X-Forwarded-For: 203.0.113.9", "Forwarded: for=203.0.113.9;proto=https;host=evil.example");
        assertThat(wsdl.text()).contains("location=\"http://127.0.0.1:" + frontEnd.port + "/services/WSTest\"")
                .doesNotContain("evil.example").doesNotContain("https:");

        ClientSeen seen = clientView(RawHttp.OTHER_CLIENT, frontEnd.port, "X-Forwarded-For: 203.0.113.9",
                "X-Forwarded-Proto: https", "X-Forwarded-Port: 9443");
        assertThat(seen.address()).isEqualTo("127.0.0.5");
        assertThat(seen.scheme()).isEqualTo("http");
        assertThat(seen.secure()).isFalse();
        assertThat(seen.port()).isEqualTo(frontEnd.port);
    }

    @Test
    void bourseSeesTheClientsAddressAndSchemeNotTheFrontEnds() {
        ClientSeen seen = clientView(RawHttp.OTHER_CLIENT, frontEnd.port);
        assertThat(seen.address()).as("client address as Bourse sees it").isEqualTo("127.0.0.5");
        assertThat(seen.scheme()).isEqualTo("http");
        assertThat(seen.secure()).isFalse();
        assertThat(seen.host()).isEqualTo("127.0.0.1");
        assertThat(seen.port()).isEqualTo(frontEnd.port);
    }

    @Test
    void theFrontEndServesStaticFilesItself() {
        RawHttp.Response css = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/css/front-end-probe.css");
        assertThat(css.status()).isEqualTo(200);
        assertThat(css.text()).contains("served by the front end");
        assertThat(css.header("Content-Type")).startsWith("text/css");
        assertThat(RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/front-end-probe.txt").text())
                .contains("served by the front end");
        // Bourse itself does not have these files: the answers above did not come from it.
        assertThat(RawHttp.get(RawHttp.LOOPBACK, appPort, "/css/front-end-probe.css").status()).isEqualTo(404);
        // A missing file under a static folder is the front end's 404, not passed on to Bourse.
        assertThat(RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/css/missing.css").status()).isEqualTo(404);
    }

    @Test
    void pagesAndHealthComeThroughTheFrontEnd() {
        RawHttp.Response welcome = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/app");
        assertThat(welcome.status()).as(frontEnd.log()).isEqualTo(200);
        assertThat(welcome.text()).contains("Welcome to Bourse Trade").contains("name=\"uid\"");
        RawHttp.Response trivial = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/scenario?action=n");
        assertThat(trivial.status()).isEqualTo(200);
        RawHttp.Response services = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/services/");
        assertThat(services.status()).isEqualTo(200);
        assertThat(services.text()).contains("http://127.0.0.1:" + frontEnd.port + "/services/WSTest");
        RawHttp.Response health = RawHttp.get(RawHttp.LOOPBACK, frontEnd.port, "/actuator/health/readiness");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.text()).contains("\"status\":\"UP\"");
    }

    @Test
    void theLiveMarketSummaryComesThroughTheFrontEnd() throws Exception {
        PageClient browser = new PageClient(frontEnd.port);
        browser.get("/app");
        assertThat(browser.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx").body())
                .contains("Welcome, uid:0");
        assertThat(browser.get("/app?action=mksummary").body()).contains("/js/marketsummary.js");

        TextFrames messages = new TextFrames(PATIENCE);
        WebSocket socket = browser.webSocket("/marketsummary", messages).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            // The server pushes one summary at once on connect (MarketSummaryWebSocket).
            String first = messages.next();
            assertThat(first).as(frontEnd.log()).startsWith("{\"type\":\"marketSummary\"")
                    .containsPattern("\"tsia\":[0-9.]+").contains("\"topGainers\":[{\"symbol\":\"s:");
        } finally {
            socket.abort();
        }
    }

    @Test
    void theWebSocketRefusalOfALoggedOutVisitorComesThroughTheFrontEnd() {
        PageClient anonymous = new PageClient(frontEnd.port);
        assertThatThrownBy(() -> anonymous.webSocket("/marketsummary", new TextFrames(PATIENCE))
                .get(PATIENCE.toSeconds(), TimeUnit.SECONDS))
                .hasCauseInstanceOf(WebSocketHandshakeException.class)
                .satisfies(e -> assertThat(((WebSocketHandshakeException) e.getCause()).getResponse().statusCode())
                        .isEqualTo(403));
    }

    @Test
    void aResetThroughTheFrontEndSucceeds() throws Exception {
        PageClient admin = new PageClient(frontEnd.port);
        admin.get("/config/login");
        admin.submit("/config/login", "username", "admin", "password", ADMIN_PASSWORD);
        assertThat(admin.get("/config").statusCode()).isEqualTo(200);
        HttpResponse<String> reset = admin.submit("/config/reset");
        assertThat(reset.statusCode()).as(reset.body()).isIn(200, 202);
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (reset.statusCode() == 202) {
            assertThat(System.nanoTime()).as("the reset was still running after " + PATIENCE).isLessThan(deadline);
            Thread.sleep(100);
            reset = admin.get("/config/reset/status");
        }
        assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
        assertThat(reset.body()).contains("Trade was reset in").contains("Run statistics of the run before the reset");
        // The seeded population is back: a user logs in and trades.
        PageClient trader = new PageClient(frontEnd.port);
        trader.get("/app");
        assertThat(trader.submit("/app", "action", "login", "uid", "uid:1", "passwd", "xxx").body())
                .contains("Welcome, uid:1");
    }

    @Test
    void aPostThatReachedANodeIsNeverSentToAnother() throws IOException {
        try (StubNode dropping = new StubNode("dropping", StubNode.Behaviour.DROP);
                StubNode answering = new StubNode("answering", StubNode.Behaviour.ANSWER);
                FrontEnd balanced = FrontEnd.start(server(), staticDir,
                        "127.0.0.1:" + dropping.port() + "=a", "127.0.0.1:" + answering.port() + "=b")) {
            int posts = 6;
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < posts; i++) {
                statuses.add(RawHttp.post(RawHttp.LOOPBACK, balanced.port, "/services/WSTest",
                        "<order/>".getBytes(StandardCharsets.UTF_8), "Content-Type: text/xml").status());
            }
            assertThat(statuses).as("statuses").containsOnly(200, 502).contains(502);
            // Every POST reached exactly one node: none was replayed after the first node dropped it.
            assertThat(dropping.requests() + answering.requests()).isEqualTo(posts);
            assertThat(answering.requests()).isEqualTo((int) statuses.stream().filter(s -> s == 200).count());
        }
    }

    @Test
    void aNodeThatIsDownCostsNoRequest() throws IOException {
        int down = FrontEnd.freePort(); // nothing listens there
        try (StubNode answering = new StubNode("answering", StubNode.Behaviour.ANSWER);
                FrontEnd balanced = FrontEnd.start(server(), staticDir,
                        "127.0.0.1:" + down + "=a", "127.0.0.1:" + answering.port() + "=b")) {
            for (int i = 0; i < 4; i++) {
                RawHttp.Response response = RawHttp.post(RawHttp.LOOPBACK, balanced.port, "/services/WSTest",
                        "<order/>".getBytes(StandardCharsets.UTF_8), "Content-Type: text/xml");
                assertThat(response.status()).as("POST %d\n%s", i, balanced.log()).isEqualTo(200);
            }
            assertThat(answering.requests()).isEqualTo(4);
        }
    }

    @Test
    void aSessionGoesBackToItsNode() throws IOException {
        try (StubNode one = new StubNode("node1", StubNode.Behaviour.ANSWER);
                StubNode two = new StubNode("node2", StubNode.Behaviour.ANSWER);
                FrontEnd balanced = FrontEnd.start(server(), staticDir,
                        "127.0.0.1:" + one.port(), "127.0.0.1:" + two.port())) {
            List<String> unrouted = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                assertThat(RawHttp.get(RawHttp.LOOPBACK, balanced.port, "/app?action=quotes",
                        "Cookie: JSESSIONID=0123456789ABCDEF.node2").text()).isEqualTo("node2");
                assertThat(RawHttp.get(RawHttp.LOOPBACK, balanced.port, "/app?action=quotes",
                        "Cookie: JSESSIONID=0123456789ABCDEF.node1").text()).isEqualTo("node1");
                unrouted.add(RawHttp.get(RawHttp.LOOPBACK, balanced.port, "/app").text());
            }
            assertThat(unrouted).as("requests without a session are balanced").contains("node1", "node2");
        }
    }

    @Test
    void withSharedSessionsEveryRequestIsBalancedWhateverItsSessionCookie() throws IOException {
        try (StubNode one = new StubNode("node1", StubNode.Behaviour.ANSWER);
                StubNode two = new StubNode("node2", StubNode.Behaviour.ANSWER);
                FrontEnd balanced = FrontEnd.startShared(server(), staticDir,
                        "127.0.0.1:" + one.port(), "127.0.0.1:" + two.port())) {
            List<String> served = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                served.add(RawHttp.get(RawHttp.LOOPBACK, balanced.port, "/app?action=quotes",
                        "Cookie: JSESSIONID=0123456789ABCDEF.node2").text());
            }
            // round-robin: one session's requests alternate over both nodes
            assertThat(served).as(balanced.log()).containsOnly("node1", "node2");
            assertThat(served.stream().filter("node1"::equals).count()).isEqualTo(4);
        }
    }

    private ClientSeen clientView(java.net.InetAddress from, int port, String... headers) {
        RawHttp.Response response = RawHttp.get(from, port, ClientView.PATH, headers);
        assertThat(response.status()).isEqualTo(200);
        String[] f = response.text().split("\n");
        return new ClientSeen(f[0], f[1], Boolean.parseBoolean(f[2]), f[3], Integer.parseInt(f[4]));
    }

    record ClientSeen(String address, String scheme, boolean secure, String host, int port) {
    }

    /**
     * Test-only: a servlet that answers with the request as Bourse sees it (after the forwarded-header
     * valve). Not annotated, so no component scan picks it up; listed in this test's classes.
     */
    static class ClientView {

        static final String PATH = "/test/client-view";

        @Bean
        ServletRegistrationBean<HttpServlet> clientViewServlet() {
            HttpServlet servlet = new HttpServlet() {
                @Override
                protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                    response.setContentType("text/plain");
                    response.getWriter().print(String.join("\n", request.getRemoteAddr(), request.getScheme(),
                            String.valueOf(request.isSecure()), request.getServerName(),
                            String.valueOf(request.getServerPort())));
                }
            };
            return new ServletRegistrationBean<>(servlet, PATH);
        }

        static final String SESSION_PATH = "/test/session";

        /** Starts a session and answers with its id. */
        @Bean
        ServletRegistrationBean<HttpServlet> sessionServlet() {
            HttpServlet servlet = new HttpServlet() {
                @Override
                protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
                    response.setContentType("text/plain");
                    response.getWriter().print(request.getSession(true).getId());
                }
            };
            return new ServletRegistrationBean<>(servlet, SESSION_PATH);
        }
    }
}
