package org.bourse.bench.compare;

import java.util.Locale;
import java.util.Map;

import org.bourse.bench.gatling.Summary;

import com.fasterxml.jackson.databind.JsonNode;

/** A comparison's summary as markdown: the medians with the B/A ratios, then every run. */
final class CompareTable {

    private CompareTable() {
    }

    static String markdown(Map<String, Object> doc) {
        JsonNode d = Summary.JSON.valueToTree(doc);
        JsonNode a = d.path("medians").path("A");
        JsonNode b = d.path("medians").path("B");
        JsonNode ratio = d.path("ratio");
        StringBuilder md = new StringBuilder();
        md.append("# Comparison: ").append(d.path("workload").asText()).append("\n\n");
        md.append("A = ").append(d.path("targets").path("A").path("label").asText()).append(", B = ")
                .append(d.path("targets").path("B").path("label").asText()).append("; ")
                .append(d.path("load").path("description").asText()).append("; ").append(d.path("rounds").asInt())
                .append(" rounds, order ").append(order(d)).append(".\n\n");
        if (d.hasNonNull("failure")) {
            md.append("**FAILED**: ").append(d.path("failure").asText()).append("\n");
            return md.toString();
        }
        md.append("| median | A | B | B/A | spread of B/A (lowest–highest round) |\n|---|---:|---:|---:|---|\n");
        row(md, "req/s", a.path("throughput"), b.path("throughput"), ratio.path("throughput"), "%.1f");
        row(md, "CPU µs/req", a.path("cpuPerRequestUs"), b.path("cpuPerRequestUs"), ratio.path("cpuPerRequestUs"), "%.1f");
        row(md, "p50 ms", a.path("p50"), b.path("p50"), null, "%.0f");
        row(md, "p99 ms", a.path("p99"), b.path("p99"), null, "%.0f");
        row(md, "RSS MB", a.path("rssMb"), b.path("rssMb"), null, "%.0f");
        md.append(String.format(Locale.ROOT, "%nUsable runs: A %d, B %d.%s%n%n", a.path("runs").asInt(),
                b.path("runs").asInt(), ratio.isMissingNode() || ratio.isNull() ? " No round had both runs usable: no ratio." : ""));
        md.append("| round | target | req/s | p50 ms | p99 ms | errors | CPU µs/req | RSS MB | foreign cores | excluded |\n");
        md.append("|---:|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
        for (JsonNode r : d.path("runs")) {
            md.append(String.format(Locale.ROOT, "| %d | %s | %.1f | %d | %d | %d | %s | %s | %.2f | %s |%n",
                    r.path("round").asInt(), r.path("target").asText(), r.path("throughput").asDouble(),
                    r.path("p50").asLong(), r.path("p99").asLong(), r.path("errors").asLong(),
                    r.path("cpuPerRequestUs").isNumber() ? r.path("cpuPerRequestUs").asText() : "–",
                    r.path("rssMb").isNumber() ? r.path("rssMb").asText() : "–", r.path("foreignCores").asDouble(),
                    r.path("excluded").isNull() ? "" : r.path("excluded").asText()));
        }
        return md.toString();
    }

    private static String order(JsonNode d) {
        StringBuilder b = new StringBuilder();
        d.path("order").forEach(n -> b.append(b.length() == 0 ? "" : " ").append(n.asText()));
        return b.toString();
    }

    private static void row(StringBuilder md, String name, JsonNode a, JsonNode b, JsonNode ratio, String format) {
        md.append("| ").append(name).append(" | ").append(num(a, format)).append(" | ").append(num(b, format)).append(" | ");
        if (ratio != null && ratio.isObject()) {
            md.append(String.format(Locale.ROOT, "%.3f | %.3f–%.3f (%.3f) |%n", ratio.path("median").asDouble(),
                    ratio.path("min").asDouble(), ratio.path("max").asDouble(), ratio.path("spread").asDouble()));
        } else {
            md.append("| |\n");
        }
    }

    private static String num(JsonNode v, String format) {
        return v.isNumber() ? String.format(Locale.ROOT, format, v.asDouble()) : "–";
    }
}
