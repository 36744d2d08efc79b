package org.bourse.bench.report;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** The results: the medians with the B/A ratios and every run (a comparison), or the request table (a run); the charts. */
final class Results {

    private Results() {
    }

    static void compare(StringBuilder b, JsonNode s) {
        JsonNode a = s.path("medians").path("A");
        JsonNode bb = s.path("medians").path("B");
        JsonNode ratio = s.path("ratio");
        b.append("<h2 id=\"results\">Results</h2>\n");
        b.append("<p>A = <b>").append(Html.esc(s.path("targets").path("A").path("label").asText())).append("</b>, B = <b>")
                .append(Html.esc(s.path("targets").path("B").path("label").asText())).append("</b>. Medians over the")
                .append(" usable runs; B/A is taken round by round (both runs of a round saw the same machine), its")
                .append(" median and its spread (lowest–highest round).</p>\n");
        if (s.hasNonNull("failure")) {
            b.append("<p class=\"bad\" id=\"failure\">FAILED: ").append(Html.esc(s.path("failure").asText())).append("</p>\n");
        }
        Html.head(b, "medians", "median", "A", "B", "B/A", "lowest round", "highest round", "spread");
        medianRow(b, "throughput", "req/s", a, bb, ratio.path("throughput"), 1);
        medianRow(b, "cpuPerRequestUs", "CPU µs/req", a, bb, ratio.path("cpuPerRequestUs"), 1);
        medianRow(b, "p50", "p50 ms", a, bb, null, 0);
        medianRow(b, "p99", "p99 ms", a, bb, null, 0);
        medianRow(b, "rssMb", "RSS MB", a, bb, null, 0);
        Html.row(b, List.of("usable runs", "<span id=\"median-A-runs\">" + a.path("runs").asInt() + "</span>",
                "<span id=\"median-B-runs\">" + bb.path("runs").asInt() + "</span>", "", "", "", ""));
        Html.end(b);
        if (!ratio.isObject()) {
            b.append("<p class=\"bad\">No round had both runs usable: no ratio.</p>\n");
        }
        b.append("<h3>Every run</h3>\n");
        Html.head(b, "runs", "round", "target", "req/s", "p50 ms", "p99 ms", "requests", "errors", "CPU µs/req",
                "RSS MB", "server cores", "load cores", "foreign cores", "steal cores", "excluded");
        for (JsonNode r : s.path("runs")) {
            Html.row(b, List.of(r.path("round").asText(), r.path("target").asText(), Html.num(r.path("throughput"), 1),
                    r.path("p50").asText(), r.path("p99").asText(), r.path("requests").asText(), r.path("errors").asText(),
                    Html.num(r.path("cpuPerRequestUs"), 1), Html.num(r.path("rssMb"), 0),
                    Html.num(r.path("targetCores"), 2), Html.num(r.path("loadCores"), 2),
                    Html.num(r.path("foreignCores"), 2), Html.num(r.path("stealCores"), 2),
                    r.path("excluded").isNull() ? "" : "<span class=\"bad\">" + Html.esc(r.path("excluded").asText()) + "</span>"));
        }
        Html.end(b);
        charts(b, List.of(new String[] {"ratios", "B/A per round: throughput and CPU per request"},
                new String[] {"throughput-over-time", "Throughput over time, every measured run (responses/s)"},
                new String[] {"latency-over-time", "Latency over time, p50 and p99 (ms)"},
                new String[] {"latency-percentiles", "Latency percentiles (ms), median of each target's usable runs"},
                new String[] {"cpu-over-time", "Server CPU over time (cores) and foreign CPU"},
                new String[] {"warmup", "Warm-up: throughput of each slice"}));
    }

    private static void medianRow(StringBuilder b, String key, String name, JsonNode a, JsonNode bb, JsonNode ratio,
            int decimals) {
        List<String> cells = new ArrayList<>(List.of(name,
                "<span id=\"median-A-" + key + "\">" + Html.num(a.path(key), decimals) + "</span>",
                "<span id=\"median-B-" + key + "\">" + Html.num(bb.path(key), decimals) + "</span>"));
        if (ratio != null && ratio.isObject()) {
            cells.add("<b id=\"ratio-" + key + "\">" + Html.num(ratio.path("median"), 4) + "</b>");
            cells.add(Html.num(ratio.path("min"), 4));
            cells.add(Html.num(ratio.path("max"), 4));
            cells.add("<span id=\"spread-" + key + "\">" + Html.num(ratio.path("spread"), 4) + "</span>");
        } else {
            cells.addAll(List.of("", "", "", ""));
        }
        Html.row(b, cells);
    }

    static void run(StringBuilder b, JsonNode s) {
        b.append("<h2 id=\"results\">Results</h2>\n<p>").append(Html.esc(s.path("settings").asText())).append("</p>\n");
        Html.head(b, "requests", "request", "count", "ok", "ko", "req/s", "p50 ms", "p99 ms");
        for (JsonNode r : s.path("requests")) {
            requestRow(b, r, false);
        }
        requestRow(b, s.path("global"), true);
        Html.end(b);
        JsonNode server = s.path("server");
        b.append("<p>Server CPU per request: <b id=\"server-cpu\">")
                .append(server.has("cpuPerRequestUs") ? Html.num(server.path("cpuPerRequestUs"), 1) + " µs" : "not measured")
                .append("</b>; server RSS: <b id=\"server-rss\">")
                .append(server.has("rssMb") ? Html.num(server.path("rssMb"), 0) + " MB" : "not measured")
                .append("</b>").append(server.has("pids") ? "" : " (give <code>--server-pid</code>)").append(".</p>\n");
        charts(b, List.of(new String[] {"throughput-over-time", "Throughput over time (responses/s)"},
                new String[] {"latency-over-time", "Latency over time, p50 and p99 (ms)"},
                new String[] {"latency-percentiles", "Latency percentiles (ms)"},
                new String[] {"cpu-over-time", "CPU over time (cores): the load generator and the rest of the machine"}));
    }

    private static void requestRow(StringBuilder b, JsonNode r, boolean all) {
        String id = all ? " id=\"global-" : null;
        Html.row(b, List.of(all ? "<b>all</b>" : Html.esc(r.path("name").asText()),
                all ? "<span" + id + "count\">" + r.path("count").asText() + "</span>" : r.path("count").asText(),
                r.path("ok").asText(), r.path("ko").asText(),
                all ? "<span" + id + "throughput\">" + Html.num(r.path("throughput"), 1) + "</span>"
                        : Html.num(r.path("throughput"), 1),
                all ? "<span" + id + "p50\">" + r.path("p50").asText() + "</span>" : r.path("p50").asText(),
                all ? "<span" + id + "p99\">" + r.path("p99").asText() + "</span>" : r.path("p99").asText()));
    }

    static void charts(StringBuilder b, List<String[]> charts) {
        b.append("<h3>Charts</h3>\n<div class=\"charts\">\n");
        for (String[] c : charts) {
            b.append("<figure><figcaption>").append(Html.esc(c[1])).append("</figcaption><div class=\"chart\"><canvas id=\"")
                    .append(c[0]).append("\"></canvas></div><p class=\"nodata\" id=\"").append(c[0])
                    .append("-nodata\" hidden>No data for this chart in summary.json.</p></figure>\n");
        }
        b.append("</div>\n");
    }
}
