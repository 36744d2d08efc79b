package org.bourse.bench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.bench.testing.SharedServer.USERS;
import static org.bourse.bench.testing.SharedServer.QUOTES;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code bench/compare} end to end on real servers: one running already (given by URL and process id), one
 * that compare starts from the jar itself with other JVM options, on a Trade workload, so the run check of
 * each side runs too. Measured runs are counted iterations and the warm-up has a small bound, so a busy
 * machine makes the test slower, never wrong; foreign CPU is not judged here (--max-foreign is high: the
 * machine is shared), and no assertion is made on speed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class CompareCommandTest {

    final BourseProcess server;
    final LoadCommand command;

    CompareCommandTest(BourseProcess server, LoadCommand command) {
        this.server = server;
        this.command = command;
    }

    @Test
    void aRunningServerAgainstOneCompareStartsOnTheTradeSoapJourney() throws Exception {
        LoadCommand.Outcome run = command.compare(LoadCommand.ADMIN, "trade-soap",
                "--a-url", server.url(), "--a-pid", Long.toString(server.pid()), "--a-label", "running",
                "--b-jvm", "-Xmx512m -XX:+UseSerialGC -XX:TieredStopAtLevel=1", "--b-label", "started, serial GC",
                "--b-arg=--bourse.passwords.bcrypt-strength=4", "--b-arg=--bourse.population.users=" + USERS,
                "--b-arg=--bourse.population.quotes=" + QUOTES,
                "--connections", "2", "--count", "10", "--duration", "600", "--warmup-slice", "2", "--warmup-max", "4",
                "--max-foreign", "64", "--trade-users", "" + USERS, "--quotes", "" + QUOTES, "--profile",
                "--profile-interval", "1"); // a few hundred ms of server CPU: sample densely enough to see it
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode s = run.summary(0);
        assertThat(s.path("kind").asText()).isEqualTo("compare");
        assertThat(texts(s.path("order"))).containsExactly("A", "B", "B", "A", "A", "B");

        JsonNode runs = s.path("runs");
        assertThat(runs.size()).isEqualTo(6);
        for (JsonNode r : runs) {
            String which = "round " + r.path("round") + " " + r.path("target");
            // ten journeys of six requests, every one answered
            assertThat(r.path("requests").asLong()).as(which).isEqualTo(60);
            assertThat(r.path("errors").asLong()).as(which).isZero();
            assertThat(r.path("excluded").isNull()).as(which).isTrue();
            assertThat(r.path("throughput").asDouble()).as(which).isPositive();
            assertThat(r.path("cpuPerRequestUs").asDouble()).as(which + ": the server's CPU was read").isPositive();
            assertThat(r.path("rssMb").asLong()).as(which).isPositive();
            assertThat(r.path("cpuTimeline").size()).as(which).isPositive();
        }
        JsonNode a = s.path("targets").path("A");
        JsonNode b = s.path("targets").path("B");
        assertThat(a.path("started").asBoolean()).isFalse();
        assertThat(b.path("started").asBoolean()).isTrue();
        assertThat(texts(b.path("command"))).startsWith("taskset", "-c", "0").contains("-XX:+UseSerialGC");
        assertThat(b.path("cpus").asText()).isEqualTo("0");
        assertThat(texts(b.path("jvm").path("flags"))).contains("-XX:+UseSerialGC");
        assertThat(b.path("jvm").path("version").asText()).isNotBlank().doesNotStartWith("unknown");
        assertThat(a.path("settings").path("values").path("bourse.population.users").asText())
                .as("the settings in force were read from the server").isEqualTo("" + USERS);
        for (JsonNode t : List.of(a, b)) {
            assertThat(t.path("checks").path("passed").asBoolean()).as(t.path("checks").toString()).isTrue();
            assertThat(t.path("checks").path("server").path("invariants").path("results").findValuesAsText("id"))
                    .contains("I6");
        }
        for (String t : List.of("A", "B")) {
            assertThat(s.path("warmup").path(t).path("slices").size()).isPositive();
            assertThat(s.path("medians").path(t).path("runs").asInt()).isEqualTo(3);
        }
        assertThat(s.path("ratio").path("throughput").path("rounds").size()).isEqualTo(3);
        assertThat(s.path("ratio").path("cpuPerRequestUs").path("median").asDouble()).isPositive();

        Path folder = run.folders().get(0);
        assertThat(Files.readString(folder.resolve("summary.md"))).contains("| req/s |").contains("| CPU µs/req |");
        assertThat(Files.readString(folder.resolve("report.html"))).contains("Target B: started, serial GC");
        // --profile: each target's measured runs (and only those) profiled, together in profile/A and profile/B
        for (String t : List.of("A", "B")) {
            JsonNode p = s.path("profile").path(t);
            assertThat(p.path("flamegraph").asText()).isEqualTo("profile/" + t + "/flamegraph.html");
            assertThat(p.path("runs").asInt()).isEqualTo(3);
            long rounds = 0;
            for (int round = 1; round <= 3; round++) {
                rounds += Files.readAllLines(folder.resolve(t + "/round-" + round + "/profile/stacks.collapsed")).stream()
                        .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1))).sum();
            }
            assertThat(p.path("samples").asLong()).as(t + ": its rounds' samples together").isPositive()
                    .isEqualTo(rounds);
            assertThat(folder.resolve("profile/" + t + "/flamegraph.html")).isNotEmptyFile();
            assertThat(GatlingSummary.JSON.readTree(folder.resolve("profile/" + t + "/layers.json").toFile())
                    .findValuesAsText("layer")).contains("SOAP stack (CXF)");
            assertThat(folder.resolve(t + "/warmup/slice-01/profile")).doesNotExist();
        }
        assertThat(p(s, "A")).isEqualTo(server.pid());
        assertThat(p(s, "B")).isEqualTo(b.path("pids").get(0).asLong());
        String report = Files.readString(folder.resolve("report.html"));
        assertThat(report).contains("id=\"flame-A\"").contains("id=\"flame-B\"").contains("id=\"layers-A\"")
                .contains("id=\"layers-B\"").doesNotContain("id=\"not-profiled\"");
        assertThat(Files.readString(folder.resolve("summary.md"))).contains("Where the server's CPU went: A")
                .contains("Where the server's CPU went: B");
        // what compare started, it stopped
        long started = b.path("pids").get(0).asLong();
        assertThat(ProcessHandle.of(started).map(ProcessHandle::isAlive).orElse(false)).isFalse();
    }

    @Test
    void theOpenModelComparesBothTargetsAtOneArrivalRate() throws Exception {
        LoadCommand.Outcome run = command.compare(Map.of(), "EchoVoid", "--a-url", server.url(), "--b-url", server.url(),
                "--rate", "25", "--ramp", "1", "--duration", "2", "--rounds", "3", "--warmup-max", "0",
                "--max-foreign", "64");
        assertThat(run.folders()).as(run.output()).hasSize(1);
        JsonNode s = run.summary(0);
        assertThat(s.path("load").path("description").asText()).startsWith("open model, 25 arrivals/s, ramp 1 s, 2 s");
        JsonNode runs = s.path("runs");
        assertThat(runs.size()).isEqualTo(6);
        boolean anyLate = false;
        for (JsonNode r : runs) {
            JsonNode open = r.path("openModel");
            String which = "round " + r.path("round") + " " + r.path("target");
            // 2 s at 25 a second after the ramp's dozen (one either way: where Gatling's ramp ends)
            assertThat(open.path("arrivals").asLong()).as(which).isBetween(49L, 51L);
            assertThat(r.path("requests").asLong()).as(which).isBetween(61L, 64L);
            // the run's percentiles are the full histograms'
            JsonNode all = open.path("requests").get(open.path("requests").size() - 1);
            assertThat(all.path("name").asText()).isEqualTo("all");
            assertThat(r.path("p99").asLong()).as(which).isEqualTo(all.path("p99").asLong());
            // a run whose generator fell behind is left out, and says so
            boolean late = !OpenModelFigures.read(run.folders().get(0).resolve(r.path("target").asText())
                    .resolve("round-" + r.path("round").asInt())).keptToSchedule();
            assertThat(r.path("excluded").isNull()).as(which + ": " + r.path("excluded")).isEqualTo(!late);
            anyLate |= late;
        }
        assertThat(Files.readString(run.folders().get(0).resolve("summary.md")))
                .contains("Open model, full histograms of the held rate:");
        if (!anyLate) {
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.OK);
            assertThat(s.path("medians").path("A").hasNonNull("p999")).as("the median of p99.9").isTrue();
        }
    }

    @Test
    void aServerThatWillNotStartFailsTheComparisonWithItsLog() throws Exception {
        LoadCommand.Outcome run = command.compare(Map.of(), "EchoVoid", "--a-url", server.url(),
                "--b-jvm", "-Xmx1m", "--warmup-max", "0");
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
        assertThat(run.output()).contains("target B did not start").contains("server.log");
    }

    /** The pid a target's profile was taken of: the running server's, and the one compare started. */
    private static long p(JsonNode s, String target) {
        return s.path("profile").path(target).path("pid").asLong();
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
