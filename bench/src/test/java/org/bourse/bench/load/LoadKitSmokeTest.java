package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.bourse.bench.testing.SharedServer.USERS;
import static org.bourse.bench.testing.SharedServer.QUOTES;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.simulation.AcknowledgedOrders;
import org.bourse.bench.server.ServerProbe;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.StallingServer;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Every workload of the kit, a counted number of iterations with a few users, against one real server
 * started for this class: the command succeeds, the summary counts exactly the requests asked for and no
 * failures, and after the Trade workloads the run check ran and passed, I6 ("nothing lost") included. Runs
 * are ended by their count, never by a clock, so a slow machine only makes them take longer. Also: a failed
 * request fails the command, a server that answers nothing (or stops answering) gets the launcher's own
 * verdict, and a Trade workload without the admin password refuses to start.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class LoadKitSmokeTest {

    final BourseProcess server;
    final LoadCommand load;

    LoadKitSmokeTest(BourseProcess server, LoadCommand load) {
        this.server = server;
        this.load = load;
    }

    @Test
    void everyWsTestOperationSaturatesWithoutErrors() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "wstest", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--count", "20");
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.folders()).hasSize(Workload.WSTEST.size());
        for (int i = 0; i < Workload.WSTEST.size(); i++) {
            JsonNode summary = run.summary(i);
            assertThat(summary.path("workload").asText()).isEqualTo(Workload.WSTEST.get(i));
            assertOnlySuccesses(summary, List.of(Workload.WSTEST.get(i)));
            assertThat(summary.path("global").path("count").asLong()).isEqualTo(20);
            assertThat(summary.path("global").path("throughput").asDouble()).isPositive();
            assertThat(Files.exists(run.folders().get(i).resolve("summary.md"))).isTrue();
        }
    }

    @Test
    void theThinkMethodOpensAConnectionPerRequest() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoStruct-20", "GetOrder-100", "--method", "think",
                "--users", "10", "--think", "0.2", "--url", server.url(), "--ramp", "1", "--count", "30");
        assertThat(run.status()).as(run.output()).isZero();
        assertOnlySuccesses(run.summary(0), List.of("EchoStruct-20"));
        assertOnlySuccesses(run.summary(1), List.of("GetOrder-100"));
        assertThat(run.summary(0).path("global").path("count").asLong()).isEqualTo(30);
        assertThat(run.summary(0).path("settings").asText()).startsWith("think, 10 users");
    }

    @Test
    void theTradeWebScriptRunsWithTokensAndTheRunCheckPasses() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-web", "--url", server.url(), "--users", "3",
                "--think", "0.2", "--ramp", "0", "--count", "6", "--trade-users", "" + USERS,
                "--quotes", "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        List<String> steps = List.of("register form", "register", "login", "quotes", "buy", "portfolio",
                "sell confirm", "sell", "logout");
        assertOnlySuccesses(summary, steps);
        // Six whole scripts: each step exactly six times.
        for (JsonNode r : summary.path("requests")) {
            assertThat(r.path("count").asLong()).as(r.path("name").asText()).isEqualTo(6);
        }
        assertRunCheckPassed(summary);
        assertAcknowledged(run, 12);
    }

    @Test
    void theTradeSoapJourneyRunsAndTheRunCheckPasses() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", server.url(), "--connections", "3",
                "--ramp", "0", "--count", "12", "--trade-users", "" + USERS,
                "--quotes", "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        List<String> steps = List.of("login", "getQuote", "buy", "getHoldings", "sell", "logout");
        assertOnlySuccesses(summary, steps);
        // Twelve whole journeys: each step exactly twelve times.
        for (JsonNode r : summary.path("requests")) {
            assertThat(r.path("count").asLong()).as(r.path("name").asText()).isEqualTo(12);
        }
        assertRunCheckPassed(summary);
        assertAcknowledged(run, 24);
        // Sync order processing: every buy comes back closed, so no order is waited for.
        assertThat(summary.path("orderLatency").isMissingNode()).isTrue();
        assertThat(run.output()).contains("bench/load: trade-soap: no request failed; run check passed: a result");
        assertThat(summary.path("verdict").path("result").asBoolean()).isTrue();
    }

    @Test
    void theScenarioMixPassesDayTradersVerification() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "scenario", "--reset", "--url", server.url(), "--connections", "3",
                "--ramp", "0", "--count", "400");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = run.summary(0);
        assertOnlySuccesses(summary, List.of("scenario"));
        assertRunCheckPassed(summary);
        // The server saw exactly the requests Gatling counted: a counted run ends with no request in flight.
        assertThat(summary.path("global").path("count").asLong()).isEqualTo(400);
        assertThat(summary.path("checks").path("server").path("scenarioRequests").asLong()).isEqualTo(400);
        JsonNode verification = summary.path("checks").path("server").path("verification");
        assertThat(verification.findValuesAsText("code")).contains("buys", "sells", "logins");
    }

    @Test
    void aFailedRequestFailsTheCommand() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", server.url() + "/nowhere",
                "--connections", "1", "--ramp", "0", "--count", "3");
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
        assertThat(run.output()).contains("FAILED").contains("not a result");
        assertThat(run.summary(0).path("global").path("ko").asLong()).isPositive();
    }

    /** Gatling itself gives up on a run without a completed request; the launcher must still give a verdict. */
    @Test
    void aServerThatAnswersNothingGetsAVerdictNotACrash() throws Exception {
        try (StallingServer silent = StallingServer.answering(0, "EchoVoidResponse")) {
            LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", silent.url(), "--connections", "2",
                    "--ramp", "0", "--count", "3", "--duration", "2");
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
            assertThat(run.output()).contains("bench/load: FAILED: no request completed within 2 s: " + silent.url())
                    .contains("not a result").doesNotContain("Exception").doesNotContain("AssertionError");
            assertThat(run.summary(0).path("global").path("count").asLong()).isZero();
        }
    }

    @Test
    void aRunThatCannotFinishItsCountFails() throws Exception {
        try (StallingServer stalling = StallingServer.answering(2, "EchoVoidResponse")) {
            LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", stalling.url(), "--connections", "1",
                    "--ramp", "0", "--count", "5", "--duration", "20");
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
            assertThat(run.output()).contains("bench/load: FAILED: 2 of the 5 iterations asked for (--count) were"
                    + " done within 20 s (--duration); this run is not a result.");
            // Not a Trade workload: no run check, so no second verdict.
            assertThat(run.output()).doesNotContain("run check");
        }
    }

    @Test
    void aTradeWorkloadWithoutTheAdminPasswordSaysSoAndFails() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "trade-soap", "--url", server.url(), "--duration", "1");
        assertThat(run.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.output()).contains("cannot run the run check").contains("BOURSE_ADMIN_PASSWORD");
    }

    @Test
    void aTradeRunNamesTheServerItLoads() throws Exception {
        LoadOptions o = LoadOptions.parse("trade-soap", "--url", server.url(), "--admin-password",
                BourseProcess.ADMIN_PASSWORD).orElseThrow();
        assertThat(new ServerProbe().describe(o.url(), o.urlGiven(), o.admin())).startsWith("bench/load: loading the Bourse server at " + server.url()
                + ": bourse.listener.container=tomcat (Tomcat 11.").contains("), spring.datasource.url=jdbc:h2:file:").endsWith(", bourse.trade.access=in-process,"
                + " bourse.population.users=" + USERS + ", bourse.passwords.bcrypt-strength=4, spring.profiles.active=(none)");
    }

    @Test
    void withoutUrlNothingAnsweringIsRefusedWithAMessage() throws Exception {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        LoadOptions o = LoadOptions.parse("EchoVoid").orElseThrow();
        assertThat(o.urlGiven()).isFalse();
        assertThatThrownBy(() -> new ServerProbe().describe("http://127.0.0.1:" + closed, o.urlGiven(), o.admin())).hasMessage("nothing answers at http://127.0.0.1:"
                + closed + " (the default; --url names another): start the server (./bourse) and wait for its"
                + " 'Bourse is ready' line, or give --url");
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

    /** The orders the load tool was told of are in the run's folder, one per buy and sell. */
    private static void assertAcknowledged(LoadCommand.Outcome run, int orders) throws IOException {
        List<String> ids = Files.readAllLines(run.folders().get(0).resolve(AcknowledgedOrders.FILE.name()));
        assertThat(ids).hasSize(orders).doesNotHaveDuplicates().allMatch(id -> id.matches("\\d+"));
    }

    private static void assertRunCheckPassed(JsonNode summary) {
        JsonNode checks = summary.path("checks");
        assertThat(checks.path("ran").asBoolean()).as("the run check ran").isTrue();
        assertThat(checks.path("passed").asBoolean()).as(checks.path("violations").toString()).isTrue();
        JsonNode invariants = checks.path("server").path("invariants");
        assertThat(invariants.path("checked").asBoolean()).isTrue();
        assertThat(invariants.path("allHold").asBoolean()).isTrue();
        assertThat(invariants.path("results").size()).isPositive();
        assertThat(invariants.path("results").findValuesAsText("id")).as("I6 was checked").contains("I6");
    }
}
