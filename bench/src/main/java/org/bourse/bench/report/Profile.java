package org.bourse.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where the time went, when the run was profiled ({@code --profile}, bench/README.md's results folder
 * contract): {@code profile/flamegraph.html} inlined as a frame, {@code profile/layers.json} as a table;
 * in a comparison, {@code profile/A/…} and {@code profile/B/…}.
 */
final class Profile {

    private Profile() {
    }

    static void write(StringBuilder b, Path folder, JsonNode summary, boolean compare) throws IOException {
        b.append("<h2 id=\"profile\">Where the time goes</h2>\n");
        Path profile = folder.resolve("profile");
        List<String> parts = compare ? List.of("A", "B") : List.of("");
        boolean any = false;
        for (String part : parts) {
            Path dir = part.isEmpty() ? profile : profile.resolve(part);
            Path flame = dir.resolve("flamegraph.html");
            Path layers = dir.resolve("layers.json");
            if (!Files.exists(flame) && !Files.exists(layers)) {
                continue;
            }
            any = true;
            if (!part.isEmpty()) {
                b.append("<h3>Target ").append(part).append(": ")
                        .append(Html.esc(summary.path("targets").path(part).path("label").asText(part))).append("</h3>\n");
            }
            JsonNode entry = part.isEmpty() ? summary.path("profile") : summary.path("profile").path(part);
            if (entry.has("engine")) {
                b.append("<p id=\"profile-engine").append(part.isEmpty() ? "" : "-" + part).append("\">")
                        .append(Html.esc(entry.path("engine").asText())).append(": <b>")
                        .append(Html.esc(entry.path("samples").asText())).append("</b> samples.</p>\n");
            }
            if (Files.exists(layers)) {
                JsonNode rows = Report.JSON.readTree(layers.toFile());
                Html.head(b, "layers" + (part.isEmpty() ? "" : "-" + part), "layer", "% of CPU samples", "top frames");
                for (JsonNode r : rows) {
                    StringBuilder frames = new StringBuilder();
                    r.path("topFrames").forEach(f -> frames.append(frames.length() == 0 ? "" : "<br>")
                            .append(Html.esc(f.asText())));
                    Html.row(b, List.of(Html.esc(r.path("layer").asText()), Html.num(r.path("percent"), 1),
                            frames.toString()));
                }
                Html.end(b);
            }
            if (Files.exists(flame)) {
                b.append("<iframe class=\"flame\" id=\"flame").append(part.isEmpty() ? "" : "-" + part)
                        .append("\" title=\"flame graph\" srcdoc=\"")
                        .append(Html.esc(Files.readString(flame))).append("\"></iframe>\n");
            }
        }
        if (!any) {
            b.append("<p id=\"not-profiled\">Not profiled (give <code>--profile</code> for a flame graph and the"
                    + " time by layer).</p>\n");
        }
    }
}
