package org.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Every workload of the kit, a few seconds with a few users, against one real server started for this
 * class: the command succeeds, the summary counts requests of every type and no failures, and after the
 * Trade workloads the run check ran and passed. Also: a failed request fails the command, and a Trade
 * workload without the admin password refuses to start.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LoadKitSmokeTest {

    static final Map<String, String> ADMIN = Map.of("BOURSE_ADMIN_PASSWORD", BourseServer.ADMIN_PASSWORD);

    BourseServer server;
    Path results;
    LoadCommand load;

    @BeforeAll
    void startServer() throws Exception {
        Path repository = repository();
        server = BourseServer.start(repository);
        results = Files.createTempDirectory("bourse-bench-results");
        load = new LoadCommand(repository, results);
    }

    @AfterAll
    void stopServer() throws IOException {
        if (server != null) {
            server.close();
        }
        if (results != null) {
            BourseServer.delete(results);
        }
    }

    @Test
    void everyWsTestOperationSaturatesWithoutErrors() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "wstest", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--duration", "2");
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.folders()).hasSize(Workload.WSTEST.size());
        for (int i = 0; i < Workload.WSTEST.size(); i++) {
            JsonNode summary = run.summary(i);
            assertThat(summary.path("workload").asText()).isEqualTo(Workload.WSTEST.get(i));
            assertOnlySuccesses(summary, List.of(Workload.WSTEST.get(i)));
            assertThat(summary.path("global").path("throughput").asDouble()).isPositive();
            assertThat(Files.exists(run.folders().get(i).resolve("summary.md"))).isTrue();
        }
    }

    @Test
    void theThinkMethodOpensAConnectionPerRequest() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoStruct-20", "GetOrder-100", "--method", "think",
                "--users", "10", "--think", "0.2", "--url", server.url(), "--ramp", "1", "--duration", "2");
        assertThat(run.status()).as(run.output()).isZero();
        assertOnlySuccesses(run.summary(0), List.of("EchoStruct-20"));
        assertOnlySuccesses(run.summary(1), List.of("GetOrder-100"));
        assertThat(run.summary(0).path("settings").asText()).startsWith("think, 10 users");
    }

    @Test
    void theTradeWebScriptRunsWithTokensAndTheRunCheckPasses() throws Exception {
        LoadCommand.Outcome run = load.run(ADMIN, "trade-web", "--url", server.url(), "--users", "3",
                "--think", "0.2", "--ramp", "0", "--duration", "3", "--trade-users", "" + BourseServer.USERS,
                "--quotes", "" + BourseServer.QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        List<String> steps = List.of("register form", "register", "login", "quotes", "buy", "portfolio",
                "sell confirm", "sell", "logout");
        assertOnlySuccesses(summary, steps);
        // Every user that started finished the script: each step as often as the others.
        long users = summary.path("requests").get(0).path("count").asLong();
        for (JsonNode r : summary.path("requests")) {
            assertThat(r.path("count").asLong()).as(r.path("name").asText()).isEqualTo(users);
        }
        assertRunCheckPassed(summary);
    }

    @Test
    void theTradeSoapJourneyRunsAndTheRunCheckPasses() throws Exception {
        LoadCommand.Outcome run = load.run(ADMIN, "trade-soap", "--url", server.url(), "--connections", "3",
                "--ramp", "0", "--duration", "3", "--trade-users", "" + BourseServer.USERS,
                "--quotes", "" + BourseServer.QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        List<String> steps = List.of("login", "getQuote", "buy", "getHoldings", "sell", "logout");
        assertOnlySuccesses(summary, steps);
        // Journeys loop in order and the end cuts at most one per connection short.
        List<Long> counts = new ArrayList<>();
        summary.path("requests").forEach(r -> counts.add(r.path("count").asLong()));
        for (int i = 1; i < counts.size(); i++) {
            assertThat(counts.get(i)).isBetween(counts.get(i - 1) - 3, counts.get(i - 1));
        }
        assertRunCheckPassed(summary);
    }

    @Test
    void theScenarioMixPassesDayTradersVerification() throws Exception {
        LoadCommand.Outcome run = load.run(ADMIN, "scenario", "--reset", "--url", server.url(), "--connections", "3",
                "--ramp", "0", "--duration", "3");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertOnlySuccesses(summary, List.of("scenario"));
        assertRunCheckPassed(summary);
        // The server saw every request Gatling counted; a few more may have been in flight when the run was
        // cut at its end (Gatling does not count those).
        long sent = summary.path("global").path("count").asLong();
        assertThat(summary.path("checks").path("server").path("scenarioRequests").asLong())
                .isBetween(sent, sent + Math.max(10, sent / 20));
        JsonNode verification = summary.path("checks").path("server").path("verification");
        assertThat(verification.findValuesAsText("code")).contains("buys", "sells", "logins");
    }

    @Test
    void aFailedRequestFailsTheCommand() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", server.url() + "/nowhere",
                "--connections", "1", "--ramp", "0", "--duration", "1");
        assertThat(run.status()).as(run.output()).isEqualTo(Load.FAILED_REQUESTS);
        assertThat(run.output()).contains("FAILED").contains("not a result");
        assertThat(run.summary(0).path("global").path("ko").asLong()).isPositive();
    }

    @Test
    void aTradeWorkloadWithoutTheAdminPasswordSaysSoAndFails() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "trade-soap", "--url", server.url(), "--duration", "1");
        assertThat(run.status()).isEqualTo(Load.USAGE);
        assertThat(run.output()).contains("cannot run the run check").contains("BOURSE_ADMIN_PASSWORD");
    }

    private static void assertOnlySuccesses(JsonNode summary, List<String> names) {
        JsonNode global = summary.path("global");
        assertThat(global.path("ko").asLong()).as("failed requests").isZero();
        assertThat(global.path("count").asLong()).isPositive().isEqualTo(global.path("ok").asLong());
        assertThat(summary.path("requests").findValuesAsText("name")).containsExactlyElementsOf(names);
        long sum = 0;
        for (JsonNode r : summary.path("requests")) {
            assertThat(r.path("count").asLong()).as(r.path("name").asText()).isPositive();
            assertThat(r.path("ko").asLong()).as(r.path("name").asText()).isZero();
            sum += r.path("count").asLong();
        }
        assertThat(sum).isEqualTo(global.path("count").asLong());
    }

    private static void assertRunCheckPassed(JsonNode summary) {
        JsonNode checks = summary.path("checks");
        assertThat(checks.path("ran").asBoolean()).as("the run check ran").isTrue();
        assertThat(checks.path("passed").asBoolean()).as(checks.path("violations").toString()).isTrue();
        JsonNode invariants = checks.path("server").path("invariants");
        assertThat(invariants.path("checked").asBoolean()).isTrue();
        assertThat(invariants.path("allHold").asBoolean()).isTrue();
        assertThat(invariants.path("results").size()).isPositive();
    }

    private static Path repository() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("bench/load"))) {
            dir = dir.getParent();
        }
        assertThat(dir).as("the repository root (with bench/load) above the working directory").isNotNull();
        return dir;
    }
}
