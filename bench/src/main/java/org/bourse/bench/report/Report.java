package org.bourse.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Writes {@code report.html} of a run folder from its {@code summary.json}: what was run and how, the
 * results as tables and charts, the run check, the errors, and the profile when there is one. The page
 * holds everything it needs (Chart.js, the data, the styles), so it opens offline and can be attached
 * as one file.
 */
public final class Report {

    static final ObjectMapper JSON = new ObjectMapper();
    public static final String FILE = "report.html";

    private Report() {
    }

    public static Path write(Path folder) throws IOException {
        JsonNode summary = JSON.readTree(folder.resolve("summary.json").toFile());
        String kind = summary.path("kind").asText();
        boolean compare = "compare".equals(kind);
        boolean suite = "suite".equals(kind);
        String title = (compare ? "Comparison: " : suite ? "Suite: " : "Run: ")
                + (suite ? summary.path("suite").path("title").asText() : summary.path("workload").asText()) + " — "
                + folder.getFileName();
        String[] chart = Resources.chartJs();
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(Html.esc(title))
                .append("</title>\n<style>").append(Resources.own("report.css")).append("</style>\n</head><body>\n");
        b.append("<h1>").append(Html.esc(title)).append("</h1>\n");
        b.append("<p class=\"hint\">A full disclosure report of Bourse's load kit: what was run, how, and what it"
                + " measured. Generated from <code>summary.json</code> of the run folder; charts by Chart.js ")
                .append(Html.esc(chart[1])).append(", inlined.</p>\n");
        if (suite) {
            SuiteResults.write(b, summary);
            Disclosure.machine(b, summary);
            SuiteResults.checks(b, summary);
            SuiteResults.errors(b, summary);
        } else {
            if (compare) {
                Results.compare(b, summary);
            } else {
                Results.run(b, summary);
            }
            Disclosure.write(b, summary, compare);
            RunCheck.write(b, summary, compare);
            Errors.write(b, summary, compare);
        }
        Profile.write(b, folder, summary, compare);
        // The data the charts draw, as it is in summary.json ("</" cannot end the script early).
        b.append("<script type=\"application/json\" id=\"summary\">")
                .append(JSON.writeValueAsString(summary).replace("</", "<\\/")).append("</script>\n");
        b.append("<script>").append(chart[0].replace("</script", "<\\/script")).append("</script>\n");
        b.append("<script>").append(Resources.own("report.js")).append("</script>\n");
        b.append("</body></html>\n");
        Path file = folder.resolve(FILE);
        Files.writeString(file, b.toString());
        return file;
    }
}
