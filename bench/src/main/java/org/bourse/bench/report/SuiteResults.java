package org.bourse.bench.report;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A suite's report ({@code "kind": "suite"}): the published method in words, then each workload's peak as
 * its peak search found it (the peak search's own folder has the levels), with its run check and status.
 */
final class SuiteResults {

    private SuiteResults() {
    }

    static void write(StringBuilder b, JsonNode s) {
        JsonNode suite = s.path("suite");
        b.append("<h2 id=\"method\">The method</h2>\n");
        List<String[]> f = List.of(
                new String[] {"suite", "<code>" + Html.esc(suite.path("name").asText()) + "</code>"},
                new String[] {"method", "<span id=\"suite-method\">" + Html.esc(suite.path("method").asText()) + "</span>"},
                new String[] {"origin", Html.esc(suite.path("origin").asText())},
                new String[] {"peak search", Html.esc(suite.path("findPeak").asText())},
                new String[] {"Trade reset first", suite.path("reset").asBoolean() ? "yes" : "no"},
                new String[] {"load tool", Html.esc(s.path("settings").asText()) + "; JDK "
                        + Html.esc(Html.text(s.path("machine").path("loadToolJdk")))});
        Html.facts(b, "suite", f);
        b.append("<h2 id=\"results\">Results</h2>\n");
        b.append(s.path("passed").asBoolean() ? "<p class=\"good\" id=\"suite-verdict\">Every run of the suite is a"
                + " result (zero failed requests, run check passed where there is one).</p>\n"
                : "<p class=\"bad\" id=\"suite-verdict\">The suite stopped at a failure (exit status "
                        + Html.esc(s.path("status").asText()) + "): rows without a peak are not a result.</p>\n");
        Html.head(b, "peaks", "workload", "peak at (users)", "req/s", "p50 ms", "p99 ms", "requests", "failed",
                "levels", "run check", "folder");
        for (JsonNode r : s.path("runs")) {
            String w = Html.esc(r.path("workload").asText());
            JsonNode peak = r.path("peak");
            JsonNode checks = r.path("checks");
            Html.row(b, List.of(w, r.path("peakUsers").isNumber() ? r.path("peakUsers").asText() : "<span class=\"bad\">no peak</span>",
                    "<span id=\"peak-" + w + "-throughput\">" + Html.num(peak.path("throughput"), 1) + "</span>",
                    Html.esc(Html.text(peak.path("p50"))), Html.esc(Html.text(peak.path("p99"))),
                    "<span id=\"peak-" + w + "-count\">" + Html.esc(Html.text(peak.path("count"))) + "</span>",
                    Html.esc(Html.text(peak.path("ko"))), Html.esc(Html.text(r.path("levels"))),
                    checks.isMissingNode() ? "–" : checks.path("passed").asBoolean() ? "passed"
                            : "<span class=\"bad\">FAILED</span>",
                    "<code>" + Html.esc(Html.text(r.path("folder"))) + "</code>"));
        }
        Html.end(b);
        b.append("<p class=\"hint\">Each workload's folder holds its peak search: every level's summary and"
                + " Gatling report, and its own <code>summary.json</code>.</p>\n");
        Results.charts(b, List.<String[]>of(new String[] {"peaks-chart", "Peak throughput of each workload (req/s)"},
                new String[] {"peak-latency", "p50 and p99 at each workload's peak (ms)"}));
    }

    /** Each workload's run check, as its peak search reported it (the details are in its folder). */
    static void checks(StringBuilder b, JsonNode s) {
        b.append("<h2 id=\"run-check\">Run check</h2>\n");
        Html.head(b, "suite-checks", "workload", "run check");
        for (JsonNode r : s.path("runs")) {
            JsonNode c = r.path("checks");
            Html.row(b, List.of(Html.esc(r.path("workload").asText()), !c.path("ran").asBoolean()
                    ? "not run: the workload does not change Trade data"
                    : c.path("passed").asBoolean() ? "<span class=\"good\">passed</span>: statistics verified, all"
                            + " invariants hold (details in the workload's summary.json)"
                            : "<span class=\"bad\">FAILED</span> (see the workload's summary.md)"));
        }
        Html.end(b);
    }

    /** Runs that ended the suite with a failure. */
    static void errors(StringBuilder b, JsonNode s) {
        b.append("<h2 id=\"errors\">Errors</h2>\n<ul id=\"error-list\">\n");
        int n = 0;
        for (JsonNode r : s.path("runs")) {
            if (r.path("status").asInt() != 0) {
                b.append("<li>").append(Html.esc(r.path("workload").asText() + ": exit status "
                        + r.path("status").asText() + "; see " + Html.text(r.path("folder")) + "/summary.md"))
                        .append("</li>\n");
                n++;
            }
        }
        b.append("</ul>\n");
        if (n == 0) {
            b.append("<p id=\"no-errors\">None: every request was answered as expected.</p>\n");
        }
    }
}
