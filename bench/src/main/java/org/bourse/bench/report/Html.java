package org.bourse.bench.report;

import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

/** Small helpers for writing the report's HTML: escaping, numbers as the tables show them, table rows. */
final class Html {

    private Html() {
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A JSON value as text: numbers with the given decimals, "–" for none. */
    static String num(JsonNode v, int decimals) {
        if (v == null || !v.isNumber()) {
            return "–";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v.asDouble());
    }

    static String text(JsonNode v) {
        if (v == null || v.isMissingNode() || v.isNull()) {
            return "–";
        }
        return v.isValueNode() ? v.asText() : v.toString();
    }

    static void row(StringBuilder b, List<String> cells) {
        b.append("<tr>");
        for (String c : cells) {
            b.append("<td>").append(c).append("</td>");
        }
        b.append("</tr>\n");
    }

    static void head(StringBuilder b, String id, String... names) {
        b.append("<table").append(id == null ? "" : " id=\"" + id + "\"").append("><thead><tr>");
        for (String n : names) {
            b.append("<th>").append(esc(n)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
    }

    static void end(StringBuilder b) {
        b.append("</tbody></table>\n");
    }

    /** A two-column table of names and values. */
    static void facts(StringBuilder b, String id, List<String[]> rows) {
        b.append("<table class=\"facts\"").append(id == null ? "" : " id=\"" + id + "\"").append("><tbody>\n");
        for (String[] r : rows) {
            b.append("<tr><th>").append(esc(r[0])).append("</th><td>").append(r[1]).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }
}
