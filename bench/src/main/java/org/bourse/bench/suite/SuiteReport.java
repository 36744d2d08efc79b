package org.bourse.bench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.machine.Machine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * A suite's {@code summary.json} ({@code "kind": "suite"}) and {@code summary.md}: the method in words, then
 * one row per workload with its peak, read from the peak search's own {@code summary.json} in its sub-folder.
 */
public final class SuiteReport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Suite suite;
    private final Map<String, Object> description;
    private final String settings;
    private final List<Map<String, Object>> runs = new ArrayList<>();
    private final Instant startedAt = Instant.now();

    /**
     * @param description the suite as {@link Suite#describe} says it, with the settings in force
     * @param settings    the load tool's settings in words (users come from the peak search)
     */
    public SuiteReport(Suite suite, Map<String, Object> description, String settings) {
        this.suite = suite;
        this.description = description;
        this.settings = settings;
    }

    /** Adds a workload's peak search: its folder (inside the suite's) and the launcher's exit status. */
    public void add(String workload, Path suiteFolder, Path runFolder, int status) throws IOException {
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("workload", workload);
        run.put("folder", runFolder == null ? null : suiteFolder.relativize(runFolder).toString());
        run.put("status", status);
        Path json = runFolder == null ? null : runFolder.resolve("summary.json");
        if (json != null && Files.exists(json)) {
            JsonNode s = JSON.readTree(json.toFile());
            run.put("peakUsers", s.path("peakUsers").isNumber() ? s.path("peakUsers").asInt() : null);
            run.put("peak", s.path("peak").isObject() ? s.path("peak") : null);
            run.put("levels", s.path("levels").size());
            if (s.has("checks")) {
                run.put("checks", Map.of("ran", s.path("checks").path("ran").asBoolean(),
                        "passed", s.path("checks").path("passed").asBoolean()));
            }
            if (s.has("profile")) {
                run.put("profile", s.path("profile"));
            }
        }
        runs.add(run);
    }

    /** Writes {@code summary.json} and {@code summary.md}; returns the markdown. */
    public String write(Path suiteFolder, int status, Map<String, Object> profile) throws IOException {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("kind", "suite");
        doc.put("startedAt", startedAt.toString());
        doc.put("finishedAt", Instant.now().toString());
        doc.put("machine", Machine.describe());
        doc.put("suite", description);
        doc.put("settings", settings);
        doc.put("passed", status == 0);
        doc.put("status", status);
        doc.put("runs", runs);
        if (profile != null) {
            doc.put("profile", profile);
        }
        JSON.writeValue(suiteFolder.resolve("summary.json").toFile(), doc);
        StringBuilder md = new StringBuilder("# Suite: " + suite.title() + "\n\n");
        md.append("**Method.** ").append(suite.method()).append("\n\n**Origin.** ").append(suite.origin())
                .append(".\n\n**Peak search.** ").append(description.get("findPeak")).append(".\n\n**Load tool.** ")
                .append(settings).append("; machine: ").append(Runtime.getRuntime().availableProcessors())
                .append(" CPUs, load tool JDK ").append(System.getProperty("java.version")).append(".\n\n");
        md.append("| workload | peak at | req/s | p50 ms | p99 ms | requests | levels | run check | folder |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (Map<String, Object> r : runs) {
            JsonNode peak = r.get("peak") instanceof JsonNode n ? n : null;
            @SuppressWarnings("unchecked")
            Map<String, Object> checks = (Map<String, Object>) r.get("checks");
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | `%s` |%n", r.get("workload"),
                    r.get("peakUsers") == null ? "no peak" : r.get("peakUsers") + " users",
                    peak == null ? "–" : String.format(Locale.ROOT, "%.1f", peak.path("throughput").asDouble()),
                    peak == null ? "–" : peak.path("p50").asText(), peak == null ? "–" : peak.path("p99").asText(),
                    peak == null ? "–" : peak.path("count").asText(), r.getOrDefault("levels", "–"),
                    checks == null ? "–" : Boolean.TRUE.equals(checks.get("passed")) ? "passed" : "FAILED",
                    r.get("folder")));
        }
        md.append(status == 0 ? "\nEvery run of the suite is a result (zero failed requests"
                + (runs.stream().anyMatch(r -> r.containsKey("checks")) ? ", run check passed" : "") + ").\n"
                : "\nThe suite stopped at a failure (exit status " + status + "): the rows without a peak are not a"
                        + " result; see their folders.\n");
        Files.writeString(suiteFolder.resolve("summary.md"), md.toString());
        return md.toString();
    }
}
