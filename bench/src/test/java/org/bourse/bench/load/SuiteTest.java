package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.bench.testing.SharedServer.USERS;
import static org.bourse.bench.testing.SharedServer.QUOTES;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.testing.Chromium;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.ReportPage;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Every suite of {@code bench/load --suite}, with tiny counted levels (two at most) against one real server:
 * it completes, its folder holds a peak search per workload and a summary that states the method and gives
 * each workload's peak with zero failures (and a passed run check after the Trade ones); the server is probed
 * first, as a plain run's, and a URL nobody listens on is refused before any load. Counted, never timed; no
 * assertion on speed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class SuiteTest {

    final BourseProcess server;
    final Path results;
    final LoadCommand load;

    SuiteTest(BourseProcess server, LoadCommand load) {
        this.server = server;
        this.load = load;
        this.results = load.results();
    }

    @Test
    void sunsSaturationRunsEveryOperationAndSize() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "--suite", "wstest-saturation", "--url", server.url(),
                "--peak-max", "2", "--ramp", "0", "--count", "40");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = suiteSummary(run, "wstest-saturation");
        assertThat(summary.path("suite").path("method").asText()).contains("keep-alive").contains("no think time");
        assertPeaks(run, summary, Workload.WSTEST);
    }

    @Test
    void microsoftsMethodUsesThinkingUsersOnNewConnectionsAndMergesTheProfiles() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "--suite", "wstest-think", "EchoVoid", "GetOrder-20",
                "--url", server.url(), "--peak-start", "2", "--peak-max", "4", "--think", "0.1", "--ramp", "0",
                // A peak run of EchoVoid on a quiet machine costs a few tens of ms of server CPU: sampled every
                // 10 ms it may hold no sample at all, so sample every 1 ms over enough requests.
                "--count", "120", "--profile", "--profile-interval", "1");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode summary = suiteSummary(run, "wstest-think");
        assertThat(summary.path("suite").path("method").asText()).contains("Connection: close").contains("think");
        assertThat(summary.path("settings").asText()).contains("think time 0.1 s");
        assertPeaks(run, summary, List.of("EchoVoid", "GetOrder-20"));
        // The suite's profile is its runs' peak profiles together.
        long samples = 0;
        for (JsonNode r : summary.path("runs")) {
            samples += r.path("profile").path("samples").asLong();
        }
        assertThat(samples).isPositive();
        assertThat(summary.path("profile").path("samples").asLong()).isEqualTo(samples);
        Path folder = suiteFolder(run);
        assertThat(folder.resolve("profile/flamegraph.html")).isNotEmptyFile();
        assertThat(GatlingSummary.JSON.readTree(folder.resolve("profile/layers.json").toFile()).findValuesAsText("layer"))
                .contains("SOAP stack (CXF)");
        assertReportInBrowser(folder, summary, true);
    }

    /** The suite's report.html in headless chromium, offline: the method, each peak as summary.json has it, charts. */
    private static void assertReportInBrowser(Path folder, JsonNode summary, boolean profiled) throws Exception {
        Chromium.requireInstalled();
        try (Chromium chromium = Chromium.start()) {
            WebDriver page = ReportPage.open(chromium, folder);
            assertThat(page.getTitle()).startsWith("Suite: " + summary.path("suite").path("title").asText());
            assertThat(ReportPage.text(page, "suite-method")).isEqualTo(summary.path("suite").path("method").asText());
            assertThat(page.findElements(By.cssSelector("#peaks tbody tr"))).hasSize(summary.path("runs").size());
            for (JsonNode r : summary.path("runs")) {
                String w = r.path("workload").asText();
                assertThat(ReportPage.text(page, "peak-" + w + "-throughput"))
                        .isEqualTo(ReportPage.fmt(r.path("peak").path("throughput"), 1));
                assertThat(ReportPage.text(page, "peak-" + w + "-count")).isEqualTo(r.path("peak").path("count").asText());
            }
            assertThat(ReportPage.text(page, "no-errors")).startsWith("None");
            ReportPage.assertChartsHaveData(page, List.of("peaks-chart", "peak-latency"));
            assertThat(page.findElements(By.id("flame"))).hasSize(profiled ? 1 : 0);
            assertThat(page.findElements(By.id("not-profiled"))).hasSize(profiled ? 0 : 1);
        }
    }

    @Test
    void theStockTraderWebScriptEndsWithAPassedRunCheck() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "--suite", "stocktrader-web", "--url", server.url(),
                "--peak-start", "2", "--peak-max", "4", "--think", "0.1", "--ramp", "0", "--count", "4",
                "--trade-users", "" + USERS, "--quotes", "" + QUOTES);
        assertThat(run.status()).as(run.output()).isZero();
        // probed as a plain bench/load run is: named before any load
        assertThat(run.output()).contains("bench/load: loading the Bourse server at " + server.url() + ": ");
        JsonNode summary = suiteSummary(run, "stocktrader-web");
        assertThat(summary.path("suite").path("method").asText()).contains("register").contains("think time");
        assertPeaks(run, summary, List.of("trade-web"));
        assertThat(summary.path("runs").get(0).path("checks").path("passed").asBoolean()).isTrue();
    }

    @Test
    void dayTradersScenarioResetsFirstAndPassesItsVerification() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "--suite", "daytrader-scenario", "--url", server.url(),
                "--peak-start", "2", "--peak-max", "4", "--ramp", "0", "--count", "200");
        assertThat(run.status()).as(run.output()).isZero();
        assertThat(run.output()).contains("resetting Trade");
        JsonNode summary = suiteSummary(run, "daytrader-scenario");
        assertThat(summary.path("suite").path("reset").asBoolean()).isTrue();
        assertThat(summary.path("suite").path("method").asText()).contains("/scenario").contains("verification");
        assertPeaks(run, summary, List.of("scenario"));
        assertThat(summary.path("runs").get(0).path("checks").path("passed").asBoolean()).isTrue();
        assertReportInBrowser(suiteFolder(run), summary, false);
    }

    @Test
    void anUnknownSuiteOrAWorkloadOutsideItIsABadCommandLine() throws Exception {
        LoadCommand.Outcome unknown = load.run(Map.of(), "--suite", "tpc-c", "--url", server.url());
        assertThat(unknown.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(unknown.output()).contains("no suite 'tpc-c'").contains("wstest-saturation")
                .contains("daytrader-scenario");
        LoadCommand.Outcome outside = load.run(Map.of(), "--suite", "wstest-think", "scenario", "--url", server.url());
        assertThat(outside.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(outside.output()).contains("scenario is not part of the suite wstest-think");
    }

    @Test
    void aUrlNobodyListensOnIsRefusedBeforeAnyLoad() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Path refused = results.resolve("refused");
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "--suite", "stocktrader-web", "--url", "http://127.0.0.1:" + port,
                "--results", refused.toString());
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.output()).contains("bench/load: nothing answers at http://127.0.0.1:" + port + ": start the"
                + " server (./bourse)").doesNotContain("suite stocktrader-web:").doesNotContain("Exception");
        assertThat(refused).doesNotExist();
    }

    /** The suite's folder: the last one the command named, after its runs' own. */
    private static Path suiteFolder(LoadCommand.Outcome run) {
        return run.folders().get(run.folders().size() - 1);
    }

    private static JsonNode suiteSummary(LoadCommand.Outcome run, String name) throws IOException {
        Path folder = suiteFolder(run);
        assertThat(folder.getFileName().toString()).startsWith("suite-" + name + "-");
        JsonNode summary = GatlingSummary.JSON.readTree(folder.resolve("summary.json").toFile());
        assertThat(summary.path("kind").asText()).isEqualTo("suite");
        assertThat(summary.path("suite").path("name").asText()).isEqualTo(name);
        assertThat(summary.path("suite").path("origin").asText()).isNotBlank();
        assertThat(summary.path("suite").path("findPeak").asText()).contains("until throughput rises by less than");
        assertThat(summary.path("passed").asBoolean()).isTrue();
        assertThat(Files.readString(folder.resolve("summary.md"))).contains("**Method.**")
                .contains(summary.path("suite").path("title").asText());
        return summary;
    }

    /** One peak search per workload, in the suite's folder, each with a peak of zero failures. */
    private static void assertPeaks(LoadCommand.Outcome run, JsonNode summary, List<String> workloads) {
        Path folder = suiteFolder(run);
        List<String> ran = new ArrayList<>();
        for (JsonNode r : summary.path("runs")) {
            ran.add(r.path("workload").asText());
            assertThat(r.path("status").asInt()).isZero();
            assertThat(r.path("peakUsers").asInt()).as(r.toString()).isPositive();
            assertThat(r.path("peak").path("count").asLong()).isPositive();
            assertThat(r.path("peak").path("ko").asLong()).isZero();
            assertThat(r.path("levels").asInt()).isBetween(1, 2);
            Path sub = folder.resolve(r.path("folder").asText());
            assertThat(sub.getParent()).isEqualTo(folder);
            assertThat(sub.resolve(String.format("level-%05d/summary.md", r.path("peakUsers").asInt()))).isNotEmptyFile();
        }
        assertThat(ran).containsExactlyElementsOf(workloads);
        List<String> listed = new ArrayList<>();
        summary.path("suite").path("workloads").forEach(w -> listed.add(w.asText()));
        assertThat(listed).containsExactlyElementsOf(workloads);
    }
}
