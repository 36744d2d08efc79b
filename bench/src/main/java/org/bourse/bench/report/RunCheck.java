package org.bourse.bench.report;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The run check after a Trade workload: DayTrader's verification and the invariants I1–I8 (I6, nothing
 * lost, against the orders the load tool was told of), as the server answered {@code POST /config/check}.
 */
final class RunCheck {

    private RunCheck() {
    }

    static void write(StringBuilder b, JsonNode s, boolean compare) {
        b.append("<h2 id=\"run-check\">Run check</h2>\n");
        if (compare) {
            for (String name : List.of("A", "B")) {
                b.append("<h3>Target ").append(name).append("</h3>\n");
                one(b, s.path("targets").path(name).path("checks"), name);
            }
        } else {
            one(b, s.path("checks"), "run");
        }
    }

    private static void one(StringBuilder b, JsonNode c, String id) {
        if (!c.path("ran").asBoolean()) {
            b.append("<p id=\"check-").append(id).append("\">Not run: the workload does not change Trade data (or"
                    + " --no-checks was given).</p>\n");
            return;
        }
        boolean passed = c.path("passed").asBoolean();
        b.append("<p id=\"check-").append(id).append("\" class=\"").append(passed ? "good" : "bad").append("\">")
                .append(passed ? "Passed: statistics verified, all invariants hold." : "FAILED").append("</p>\n");
        if (c.path("failedRequests").asLong() > 0) {
            b.append("<p class=\"bad\">").append(c.path("failedRequests").asLong())
                    .append(" requests failed; the check allowed up to ").append(c.path("unacknowledgedAllowed").asLong())
                    .append(" orders of the run that nobody acknowledged (a failed request may have been stored).</p>\n");
        }
        if (c.hasNonNull("nothingLostSummary")) {
            b.append("<p id=\"nothing-lost-").append(id).append("\">")
                    .append(Html.esc(c.path("nothingLostSummary").asText())).append("</p>\n");
        }
        if (c.path("violations").size() > 0) {
            b.append("<ul>");
            c.path("violations").forEach(v -> b.append("<li>").append(Html.esc(v.asText())).append("</li>"));
            b.append("</ul>\n");
        }
        JsonNode server = c.path("server");
        if (server.path("verification").size() > 0) {
            Html.head(b, null, "verification", "expected", "actual", "outcome");
            for (JsonNode v : server.path("verification")) {
                Html.row(b, List.of(Html.esc(v.path("code").asText()), Html.esc(v.path("expected").asText()),
                        Html.esc(v.path("actual").asText()), Html.esc(v.path("outcome").asText())));
            }
            Html.end(b);
        }
        JsonNode inv = server.path("invariants");
        if (inv.path("results").size() > 0) {
            Html.head(b, "invariants-" + id, "invariant", "description", "holds", "violations");
            for (JsonNode i : inv.path("results")) {
                Html.row(b, List.of(Html.esc(i.path("id").asText()), Html.esc(i.path("description").asText()),
                        i.path("holds").asBoolean() ? "yes" : "<span class=\"bad\">no</span>",
                        Html.esc(i.path("violations").asText())));
            }
            Html.end(b);
        }
    }
}
