package org.bourse.bench.report;

import com.fasterxml.jackson.databind.JsonNode;

/** The errors: every failed request's message with its count, and why a run was left out. */
final class Errors {

    private Errors() {
    }

    static void write(StringBuilder b, JsonNode s, boolean compare) {
        b.append("<h2 id=\"errors\">Errors</h2>\n<ul id=\"error-list\">\n");
        int n = 0;
        if (s.hasNonNull("failure")) {
            b.append("<li>").append(Html.esc(s.path("failure").asText())).append("</li>\n");
            n++;
        }
        if (compare) {
            for (JsonNode r : s.path("runs")) {
                String run = "round " + r.path("round").asText() + " " + r.path("target").asText() + ": ";
                for (JsonNode e : r.path("errorMessages")) {
                    b.append("<li>").append(Html.esc(run + e.asText())).append("</li>\n");
                    n++;
                }
                if (r.hasNonNull("excluded")) {
                    b.append("<li>").append(Html.esc(run + "left out of the ratio: " + r.path("excluded").asText()))
                            .append("</li>\n");
                    n++;
                }
            }
        } else {
            for (JsonNode e : s.path("errors")) {
                b.append("<li>").append(Html.esc(e.asText())).append("</li>\n");
                n++;
            }
        }
        b.append("</ul>\n");
        if (n == 0) {
            b.append("<p id=\"no-errors\">None: every request was answered as expected.</p>\n");
        }
    }
}
