package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The Trade journeys against one real server in the broker order mode (RabbitMQ on 127.0.0.1, a queue of
 * this class's own, the server processing its own orders): every buy comes back open, so each journey
 * waits for its order before it sells what it bought, and a fault-free run has no failed request, its
 * order latency in the summary and its run check passed, I6 over the acknowledged orders included. And a
 * run whose order wait cannot be met (shorter than the pause before the first poll) fails exactly those
 * polls, and still says that nothing was lost.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class BrokerLoadTest {

    static final int USERS = 50;
    static final int QUOTES = 50;

    final LoadCommand load;
    BourseProcess server;

    BrokerLoadTest(LoadCommand load) {
        this.load = load;
    }

    @BeforeAll
    void startServer() {
        RabbitBroker broker = RabbitBroker.local();
        broker.requireReachable();
        server = BourseProcess.onH2File().population(USERS, QUOTES);
        server.start("--bourse.trade.order-processing=broker", "--bourse.trade.broker.role=both",
                "--bourse.trade.broker.queue=" + broker.privateQueue(),
                "--spring.rabbitmq.addresses=" + broker.addresses());
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theTradeSoapJourneyWaitsForItsOrdersAndNothingFails() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", server.url(),
                "--connections", "3", "--ramp", "0", "--count", "12", "--trade-users", "" + USERS,
                "--quotes", "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertThat(summary.path("global").path("ko").asLong()).as(run.output()).isZero();
        assertThat(names(summary)).containsExactly("login", "getQuote", "buy", "getOrders (order wait)",
                "getHoldings", "sell", "logout");
        for (JsonNode r : summary.path("requests")) {
            if (r.path("name").asText().equals("getOrders (order wait)")) {
                // at least one poll per buy, each buy open (broker mode)
                assertThat(r.path("count").asLong()).isGreaterThanOrEqualTo(12);
            } else {
                assertThat(r.path("count").asLong()).as(r.path("name").asText()).isEqualTo(12);
            }
        }
        // Every buy was waited for, and each wait is measured.
        JsonNode latency = summary.path("orderLatency");
        assertThat(latency.path("orders").asLong()).isEqualTo(12);
        assertThat(latency.path("maxMs").asDouble()).isPositive().isGreaterThanOrEqualTo(latency.path("p50Ms").asDouble());
        assertThat(run.output()).contains("Order latency (buy answered open until seen completed, 12 orders): mean ");
        assertThat(Files.readString(run.folders().get(0).resolve("summary.md"))).contains("Order latency (");
        assertNothingLost(summary, 24);
        assertThat(run.output()).contains("bench/load: run check passed: nothing lost: all 24 acknowledged orders"
                + " stored once and processed (I6)").contains("bench/load: trade-soap: no request failed; run check"
                        + " passed: a result");
        assertThat(summary.path("verdict").path("result").asBoolean()).isTrue();
    }

    @Test
    void theTradeWebScriptWaitsForTheHoldingAndNothingFails() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-web", "--url", server.url(), "--users", "3",
                "--think", "0.2", "--ramp", "0", "--count", "6", "--trade-users", "" + USERS, "--quotes", "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertThat(summary.path("global").path("ko").asLong()).as(run.output()).isZero();
        List<String> steps = List.of("register form", "register", "login", "quotes", "buy", "portfolio",
                "sell confirm", "sell", "logout");
        assertThat(names(summary)).containsAll(steps);
        for (JsonNode r : summary.path("requests")) {
            if (steps.contains(r.path("name").asText())) {
                assertThat(r.path("count").asLong()).as(r.path("name").asText()).isEqualTo(6);
            } else {
                assertThat(r.path("name").asText()).isEqualTo("portfolio (order wait)");
            }
        }
        assertNothingLost(summary, 12);
    }

    @Test
    void aRunWhoseOrderWaitCannotBeMetFailsThosePollsAndStillSaysNothingWasLost() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", server.url(),
                "--connections", "2", "--ramp", "0", "--count", "6", "--trade-users", "" + USERS,
                "--quotes", "" + QUOTES, "--order-wait", "0.001");
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
        JsonNode summary = run.summary(0);
        // Each journey: login, getQuote, buy, one poll that fails, logout (nothing to sell).
        assertThat(summary.path("global").path("count").asLong()).isEqualTo(30);
        assertThat(summary.path("global").path("ko").asLong()).isEqualTo(6);
        assertThat(names(summary)).containsExactly("login", "getQuote", "buy", "getOrders (order wait)", "logout");
        assertThat(run.output()).contains("bench/load: FAILED: 6 of 30 requests failed; this run is not a result.")
                // Gatling's error, once (not once more from its final summary)
                .contains("  order wait, j.l.IllegalStateException: not completed within --order-wait 0.001 s x6\n"
                        + "bench/load: run check (")
                .contains("bench/load: run check passed: nothing lost: all 6 acknowledged orders stored once and"
                        + " processed (I6)")
                .contains("bench/load: trade-soap: 6 of 30 requests failed; run check passed: not a result");
        assertNothingLost(summary, 6);
        assertThat(summary.path("checks").path("failedRequests").asLong()).isEqualTo(6);
        assertThat(summary.path("verdict").path("failedRequests").asLong()).isEqualTo(6);
        assertThat(summary.path("verdict").path("runCheckPassed").asBoolean()).isTrue();
        assertThat(summary.path("verdict").path("result").asBoolean()).isFalse();
        assertThat(summary.path("orderLatency").isMissingNode()).as("no wait completed").isTrue();
        assertThat(Files.readString(run.folders().get(0).resolve("summary.md")))
                .contains("Run check passed").contains("Nothing lost: all 6 acknowledged orders")
                .contains("Verdict: 6 of 30 requests failed; run check passed: not a result.");
    }

    private static List<String> names(JsonNode summary) {
        List<String> names = new ArrayList<>();
        summary.path("requests").forEach(r -> names.add(r.path("name").asText()));
        return names;
    }

    /** The run check ran and passed, and I6 held over exactly the acknowledged orders. */
    private static void assertNothingLost(JsonNode summary, int acknowledged) {
        JsonNode checks = summary.path("checks");
        assertThat(checks.path("ran").asBoolean()).isTrue();
        assertThat(checks.path("passed").asBoolean()).as(checks.path("violations").toString()).isTrue();
        JsonNode invariants = checks.path("server").path("invariants");
        assertThat(invariants.path("checked").asBoolean()).isTrue();
        assertThat(invariants.path("allHold").asBoolean()).isTrue();
        assertThat(invariants.path("results").findValuesAsText("id")).as("I6 was checked").contains("I6");
        JsonNode i6 = checks.path("nothingLost");
        assertThat(i6.path("checked").asBoolean()).isTrue();
        assertThat(i6.path("holds").asBoolean()).isTrue();
        assertThat(i6.path("acknowledged").asLong()).isEqualTo(acknowledged);
        assertThat(i6.path("lost")).isEmpty();
        assertThat(i6.path("duplicated")).isEmpty();
        assertThat(i6.path("unacknowledged").asLong()).isZero();
    }
}
