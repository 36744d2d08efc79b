package org.bourse.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.bourse.bench.testing.Chromium;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.ReportPage;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The full disclosure report in a real browser, offline: a comparison (the http workload, so any server
 * can be a target: here one Bourse is both A and B) and a single run. The page renders, every chart was
 * drawn by Chart.js with data in it, the numbers of its tables are the ones in summary.json, and the server's
 * settings show where each came from.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class ReportInBrowserTest {

    static final List<String> COMPARE_CHARTS = List.of("ratios", "throughput-over-time", "latency-over-time",
            "latency-percentiles", "cpu-over-time", "warmup");
    static final List<String> RUN_CHARTS = List.of("throughput-over-time", "latency-over-time", "latency-percentiles",
            "cpu-over-time");

    final BourseProcess server;
    final LoadCommand command;

    ReportInBrowserTest(BourseProcess server, LoadCommand command) {
        this.server = server;
        this.command = command;
    }

    @BeforeAll
    void requireChromium() {
        Chromium.requireInstalled();
    }

    @Test
    void aComparisonsReportShowsItsNumbersAndDrawsEveryChart() throws Exception {
        String pid = Long.toString(server.pid());
        LoadCommand.Outcome run = command.compare(LoadCommand.ADMIN, "http", "--path", "/primitive/ping",
                "--a-url", server.url(), "--a-pid", pid, "--b-url", server.url(), "--b-pid", pid,
                "--b-label", "the same server", "--connections", "2", "--count", "300", "--duration", "600",
                "--warmup-slice", "2", "--warmup-max", "4", "--max-foreign", "64");
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode s = run.summary(0);
        try (Chromium chromium = Chromium.start()) {
            WebDriver page = ReportPage.open(chromium, run.folders().get(0));
            assertThat(page.getTitle()).startsWith("Comparison: http");
            for (String t : List.of("A", "B")) {
                assertThat(ReportPage.text(page, "median-" + t + "-throughput")).isEqualTo(ReportPage.fmt(s.path("medians").path(t).path("throughput"), 1));
                assertThat(ReportPage.text(page, "median-" + t + "-cpuPerRequestUs"))
                        .isEqualTo(ReportPage.fmt(s.path("medians").path(t).path("cpuPerRequestUs"), 1));
                assertThat(ReportPage.text(page, "median-" + t + "-p99")).isEqualTo(ReportPage.fmt(s.path("medians").path(t).path("p99"), 0));
                assertThat(ReportPage.text(page, "median-" + t + "-runs")).isEqualTo(s.path("medians").path(t).path("runs").asText());
            }
            assertThat(ReportPage.text(page, "ratio-throughput")).isEqualTo(ReportPage.fmt(s.path("ratio").path("throughput").path("median"), 4));
            assertThat(ReportPage.text(page, "spread-cpuPerRequestUs"))
                    .isEqualTo(ReportPage.fmt(s.path("ratio").path("cpuPerRequestUs").path("spread"), 4));
            assertThat(page.findElements(By.cssSelector("#runs tbody tr"))).hasSize(s.path("runs").size());
            assertThat(ReportPage.text(page, "check-A")).startsWith("Not run");
            assertThat(ReportPage.text(page, "no-errors")).startsWith("None");
            assertThat(ReportPage.text(page, "not-profiled")).startsWith("Not profiled");
            assertThat(page.findElement(By.id("target-B")).getText()).contains(server.url());
            // each setting the server listed, with where it came from
            assertThat(page.findElement(By.id("settings-A")).getText()).contains("where it came from")
                    .contains("bourse.passwords.bcrypt-strength 4 argument");
            ReportPage.assertChartsHaveData(page, COMPARE_CHARTS);
        }
    }

    @Test
    void aSingleRunsReportShowsItsNumbersAndDrawsEveryChart() throws Exception {
        LoadCommand.Outcome run = command.run(Map.of(), "EchoVoid", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--count", "300", "--server-pid", Long.toString(server.pid()));
        assertThat(run.status()).as(run.output()).isZero();
        JsonNode s = run.summary(0);
        try (Chromium chromium = Chromium.start()) {
            WebDriver page = ReportPage.open(chromium, run.folders().get(0));
            assertThat(page.getTitle()).startsWith("Run: EchoVoid");
            assertThat(ReportPage.text(page, "global-count")).isEqualTo("300").isEqualTo(s.path("global").path("count").asText());
            assertThat(ReportPage.text(page, "global-throughput")).isEqualTo(ReportPage.fmt(s.path("global").path("throughput"), 1));
            assertThat(ReportPage.text(page, "global-p99")).isEqualTo(s.path("global").path("p99").asText());
            assertThat(s.path("server").path("cpuPerRequestUs").asDouble()).isPositive();
            assertThat(ReportPage.text(page, "server-cpu")).isEqualTo(ReportPage.fmt(s.path("server").path("cpuPerRequestUs"), 1) + " µs");
            assertThat(page.findElement(By.id("target-server")).getText()).contains("JVM flags");
            ReportPage.assertChartsHaveData(page, RUN_CHARTS);
        }
    }
}
