package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code --profile} against a real server (found by its port, as a user would run it): a WSTest run's folder
 * gets a flame graph that draws the sampled frames and a layer table that adds up to 100% with the SOAP stack
 * and XML binding in it, with async-profiler and with JFR; a peak search keeps the peak level's profile; a URL
 * nobody listens on is refused before any load. Runs are counted, not timed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class ProfileTest {

    final BourseProcess server;
    final LoadCommand load;

    ProfileTest(BourseProcess server, LoadCommand load) {
        this.server = server;
        this.load = load;
    }

    @Test
    void asyncProfilerShowsWhereASoapRequestSpendsItsTime() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoList-20", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--count", "3000", "--profiler", "async", "--profile-interval", "1");
        assertThat(run.status()).as(run.output()).isZero();
        Path folder = run.folders().get(0);
        assertProfile(folder, run.summary(0));
        assertThat(run.summary(0).path("profile").path("engine").asText()).startsWith("async-profiler");
        // async-profiler sees the JVM's own threads too (JFR does not); which of them ran in a short window
        // depends on the machine's speed, so one of the two is enough
        assertThat(layers(folder).keySet()).containsAnyOf("GC", "JIT compiler");
    }

    @Test
    void jfrGivesTheSameTableFromJavaSamples() throws Exception {
        LoadCommand.Outcome run = load.run(Map.of(), "EchoStruct-20", "--url", server.url(), "--connections", "2",
                "--ramp", "0", "--count", "3000", "--profiler", "jfr");
        assertThat(run.status()).as(run.output()).isZero();
        Path folder = run.folders().get(0);
        assertProfile(folder, run.summary(0));
        assertThat(run.summary(0).path("profile").path("engine").asText()).startsWith("JFR");
        assertThat(folder.resolve("profile/server.jfr")).isNotEmptyFile();
    }

    @Test
    void aPeakSearchKeepsThePeakLevelsProfile() throws Exception {
        // Sampled every millisecond: on a fast machine 1,500 EchoVoids at 10 ms gave a handful of samples, none in CXF.
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--find-peak", "--peak-max", "2", "--url",
                server.url(), "--ramp", "0", "--count", "3000", "--profile", "--profile-interval", "1");
        assertThat(run.status()).as(run.output()).isZero();
        Path folder = run.folders().get(0);
        JsonNode summary = run.summary(0);
        int peak = summary.path("peakUsers").asInt();
        assertThat(summary.path("profile").path("level").asInt()).isEqualTo(peak);
        assertThat(folder.resolve(String.format("level-%05d/profile/layers.json", peak))).isNotEmptyFile();
        assertThat(folder.resolve("profile/stacks.collapsed")).hasSameTextualContentAs(
                folder.resolve(String.format("level-%05d/profile/stacks.collapsed", peak)));
        assertProfile(folder, summary);
    }

    @Test
    void aUrlNobodyListensOnIsRefusedBeforeAnyLoad() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", "http://127.0.0.1:" + port, "--count", "1",
                "--profile");
        assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.USAGE);
        assertThat(run.output()).contains("no process on this machine listens on port " + port)
                .contains("--server-pid").doesNotContain("Exception");
    }

    private static void assertProfile(Path folder, JsonNode summary) throws IOException {
        assertThat(summary.path("profile").path("flamegraph").asText()).isEqualTo("profile/flamegraph.html");
        assertThat(summary.path("profile").path("layers").asText()).isEqualTo("profile/layers.json");
        assertThat(summary.path("profile").path("samples").asLong()).isPositive();
        Map<String, Double> layers = layers(folder);
        double sum = layers.values().stream().mapToDouble(Double::doubleValue).sum();
        assertThat(sum).isCloseTo(100.0, within(0.5));
        assertThat(layers.get("SOAP stack (CXF)")).isPositive();
        assertThat(layers.get("XML binding (JAXB, StAX)")).isPositive();
        String page = Files.readString(folder.resolve("profile/flamegraph.html"));
        // self-contained: the samples are in the page, nothing is loaded from elsewhere
        assertThat(page).contains("org/apache/cxf/").contains("<canvas").doesNotContain("src=\"http");
        assertThat(Files.readString(folder.resolve("summary.md"))).contains("Where the server's CPU went")
                .contains("SOAP stack (CXF)");
    }

    /** layers.json as layer → percent, only the layers with samples. */
    private static Map<String, Double> layers(Path folder) throws IOException {
        JsonNode table = GatlingSummary.JSON.readTree(folder.resolve("profile/layers.json").toFile());
        assertThat(table.isArray()).isTrue();
        Map<String, Double> layers = new HashMap<>();
        for (JsonNode row : table) {
            assertThat(row.path("topFrames").isArray()).isTrue();
            if (row.path("samples").asLong() > 0) {
                layers.put(row.path("layer").asText(), row.path("percent").asDouble());
                assertThat(row.path("topFrames").size()).isPositive();
                // each a frame with its share, as the report shows it
                assertThat(row.path("topFrames").get(0).asText()).matches(".+ \\(\\d+\\.\\d%\\)");
            }
            if (row.path("layer").asText().startsWith("SOAP stack")) {
                assertThat(row.path("topFrames").get(0).asText()).matches("(org\\.apache\\.cxf|org\\.bourse)\\..+");
            }
        }
        return layers;
    }
}
