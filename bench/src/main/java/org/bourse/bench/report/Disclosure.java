package org.bourse.bench.report;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.machine.Topology;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What was run and how: the machine, each target (how it ran, its JVM and flags, its version, every
 * setting the server reported, its database, listener mode and front end, its containers), the load tool
 * and its settings, the warm-up and the durations.
 */
final class Disclosure {

    private Disclosure() {
    }

    static void write(StringBuilder b, JsonNode s, boolean compare) {
        machine(b, s);
        JsonNode m = s.path("machine");
        if (compare) {
            for (String name : List.of("A", "B")) {
                target(b, name, s.path("targets").path(name));
            }
        } else {
            target(b, "server", s.path("server"));
        }
        b.append("<h3>Load</h3>\n");
        JsonNode load = s.path("load");
        List<String[]> l = new ArrayList<>();
        l.add(new String[] {"workload", Html.esc(s.path("workload").asText()) + " — "
                + Html.esc(Html.text(s.path("workloadDescription")))});
        l.add(new String[] {"tool", Html.esc(Html.text(load.path("tool")))});
        l.add(new String[] {"load tool's JDK", Html.esc(Html.text(m.path("loadToolJdk")))});
        l.add(new String[] {"load tool's CPUs", Html.esc(Html.text(load.path("cpus")))});
        l.add(new String[] {"settings", Html.esc(Html.text(load.has("description") ? load.path("description")
                : s.path("settings")))});
        if (compare) {
            l.add(new String[] {"rounds, order", Html.esc(s.path("rounds").asText()) + ": " + Html.esc(order(s))});
            l.add(new String[] {"a run is left out when", "it had errors, or foreign CPU above "
                    + Html.esc(Html.text(load.path("maxForeignCores"))) + " cores"});
        }
        Html.facts(b, "load", l);
        if (compare) {
            b.append("<h3>Warm-up</h3>\n");
            Html.head(b, "warmup-table", "target", "steady", "seconds (bound)", "slices", "slice seconds", "rule",
                    "throughput per slice");
            for (String name : List.of("A", "B")) {
                JsonNode w = s.path("warmup").path(name);
                List<String> rates = new ArrayList<>();
                w.path("slices").forEach(x -> rates.add(Html.num(x.path("throughput"), 0)));
                Html.row(b, List.of(name, w.path("steady").asBoolean() ? "yes" : "<span class=\"bad\">no</span>",
                        Html.esc(Html.text(w.path("seconds"))) + " (" + Html.esc(Html.text(w.path("boundSeconds"))) + ")",
                        String.valueOf(w.path("slices").size()), Html.esc(Html.text(w.path("sliceSeconds"))),
                        Html.esc(Html.text(w.path("rule"))), String.join(", ", rates)));
            }
            Html.end(b);
        }
    }

    /** The heading and the machine: all a suite's report says here (each workload's folder has the rest). */
    static void machine(StringBuilder b, JsonNode s) {
        b.append("<h2 id=\"disclosure\">What was run, and how</h2>\n");
        JsonNode m = s.path("machine");
        b.append("<h3>Machine</h3>\n");
        List<String[]> facts = new ArrayList<>();
        facts.add(new String[] {"CPU model", Html.esc(Html.text(m.path("cpuModel")))});
        facts.add(new String[] {"cores", Html.esc(Html.text(m.path("cores"))) + " (online: "
                + Html.esc(Html.text(m.path("onlineCpus"))) + ")"});
        facts.add(new String[] {"memory", Html.esc(Html.text(m.path("memoryMb"))) + " MB"});
        facts.add(new String[] {"kernel", Html.esc(Html.text(m.path("kernel")))});
        facts.add(new String[] {"steal during the runs", steal(s)});
        facts.add(new String[] {"started, finished", Html.esc(Html.text(s.path("startedAt"))) + " – "
                + Html.esc(Html.text(s.path("finishedAt")))});
        Html.facts(b, "machine", facts);
    }

    private static void target(StringBuilder b, String name, JsonNode t) {
        b.append("<h3>").append("server".equals(name) ? "Server" : "Target " + name + ": "
                + Html.esc(t.path("label").asText())).append("</h3>\n");
        if (t.isMissingNode()) {
            b.append("<p>Not recorded.</p>\n");
            return;
        }
        JsonNode jvm = t.path("jvm");
        List<String[]> f = new ArrayList<>();
        f.add(new String[] {"URL", Html.esc(Html.text(t.path("url")))});
        if (t.has("protocol")) {
            f.add(new String[] {"protocol of the load", Html.esc(t.path("protocol").asText())});
        }
        if (t.has("started")) {
            f.add(new String[] {"how", t.path("started").asBoolean() ? "started by bench/compare" : "running already"});
        }
        if (t.path("command").size() > 0) {
            f.add(new String[] {"command", "<code>" + Html.esc(join(t.path("command"))) + "</code>"});
        }
        f.add(new String[] {"processes (CPU counted)", Html.esc(Html.text(t.path("pids")))});
        if (t.has("cgroups")) {
            f.add(new String[] {"cgroups (CPU counted, ended processes included)", "<code>"
                    + Html.esc(join(t.path("cgroups"))).replace(" ", "</code><br><code>") + "</code>"});
        }
        f.add(new String[] {"CPUs it may run on", Html.esc(Html.text(t.path("cpus")))});
        if (jvm.isMissingNode()) {
            f.add(new String[] {"JDK, flags, version", "unknown: no server process was named (--server-pid, --X-pid)"});
        } else {
            f.add(new String[] {"JDK", Html.esc(Html.text(jvm.path("IMPLEMENTOR"))) + " "
                    + Html.esc(Html.text(jvm.path("JAVA_RUNTIME_VERSION").isMissingNode() ? jvm.path("JAVA_VERSION")
                            : jvm.path("JAVA_RUNTIME_VERSION"))) + " (" + Html.esc(Html.text(jvm.path("executable"))) + ")"});
            f.add(new String[] {"JVM flags", "<code>" + Html.esc(join(jvm.path("flags"))) + "</code>"});
            f.add(new String[] {"Bourse version", Html.esc(Html.text(jvm.path("version")))});
        }
        JsonNode settings = t.path("settings");
        JsonNode values = settings.path("values");
        boolean known = values.isObject() || values.isArray() || jvm.has("commandLine");
        f.add(new String[] {"database", Html.esc(setting(values, jvm, "spring.datasource.url",
                known ? "embedded H2 (default)" : "unknown (settings not read)"))});
        String profiles = setting(values, jvm, "spring.profiles.active", "");
        f.add(new String[] {"listener mode, front end", Html.esc(!known ? "unknown (settings not read)"
                : profiles.contains("front-ended")
                ? "front-ended (behind a front end; see the command)" : "self-hosted (no front-ended profile)")});
        f.add(new String[] {"profiles", Html.esc(profiles.isEmpty() ? "none" : profiles)});
        Html.facts(b, "target-" + name, f);
        if (t.has("topology")) {
            topology(b, name, Topology.of(t.path("topology")));
        }
        b.append("<details open><summary>Settings in force, read from the server (")
                .append(Html.esc(Html.text(settings.path("source")))).append(")</summary>\n");
        if (settings.has("note")) {
            b.append("<p class=\"hint\">").append(Html.esc(settings.path("note").asText())).append("</p>\n");
        }
        if (values.isObject() || values.isArray()) {
            JsonNode origins = settings.path("origins");
            if (hasOrigins(values, origins)) {
                Html.head(b, "settings-" + name, "setting", "value", "where it came from");
            } else {
                Html.head(b, "settings-" + name, "setting", "value");
            }
            settingRows(b, values, origins);
            Html.end(b);
        }
        b.append("</details>\n");
    }

    /** The containers of a target: each node with its image and the limits it ran under. */
    private static void topology(StringBuilder b, String name, Topology t) {
        b.append("<h4>Containers of ").append(Html.esc(name)).append(": ").append(t.nodes().size()).append("</h4>\n");
        b.append("<p>").append(Html.esc(t.layout() == null ? "layout not recorded" : t.layout()));
        if (t.engine() != null) {
            b.append("; ").append(Html.esc(t.engine()));
        }
        b.append("</p>\n");
        Html.head(b, "topology-" + name, "container", "service", "image", "image id", "image revision", "CPUs",
                "CPU limit", "memory limit");
        for (Topology.Node n : t.nodes()) {
            String id = n.imageId() == null ? "" : n.imageId().replaceFirst("^sha256:", "");
            Html.row(b, List.of(Html.esc(n.name()), Html.esc(n.service()), Html.esc(n.image()),
                    "<code title=\"" + Html.esc(id) + "\">" + Html.esc(id.length() > 12 ? id.substring(0, 12) : id)
                            + "</code>",
                    Html.esc(n.imageRevision() == null || n.imageRevision().isEmpty() ? "–" : n.imageRevision()),
                    Html.esc(n.cpuset() == null || n.cpuset().isEmpty() ? "all" : n.cpuset()),
                    n.cpuLimit() == null ? "none" : Html.esc(String.format(Locale.ROOT, "%.2f cores", n.cpuLimit())),
                    n.memoryLimitMb() == null ? "none" : Html.esc(n.memoryLimitMb() + " MiB")));
        }
        Html.end(b);
    }

    /**
     * An object of name → value (with {@code origins}, name → where it came from: ServerSettings), or of
     * name → {value, origin or source}, or an array of {name or key, value, origin or source}.
     */
    private static void settingRows(StringBuilder b, JsonNode values, JsonNode origins) {
        boolean withOrigins = hasOrigins(values, origins);
        if (values.isArray()) {
            for (JsonNode v : values) {
                String key = v.has("name") ? v.path("name").asText() : v.path("key").asText();
                settingRow(b, withOrigins, key, v, origin(v));
            }
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = values.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String origin = origins.path(e.getKey()).asText("");
            settingRow(b, withOrigins, e.getKey(), e.getValue(), origin.isEmpty() ? origin(e.getValue()) : origin);
        }
    }

    private static void settingRow(StringBuilder b, boolean withOrigin, String key, JsonNode v, String origin) {
        String value = v.isValueNode() ? v.asText() : v.has("value") ? v.path("value").asText() : v.toString();
        Html.row(b, withOrigin ? List.of(Html.esc(key), Html.esc(value), Html.esc(origin))
                : List.of(Html.esc(key), Html.esc(value)));
    }

    /** Whether the server said where its settings came from. */
    private static boolean hasOrigins(JsonNode values, JsonNode origins) {
        if (origins.isObject() && !origins.isEmpty()) {
            return true;
        }
        for (JsonNode v : values) {
            if (!origin(v).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private static String origin(JsonNode v) {
        return (v.has("origin") ? v.path("origin") : v.path("source")).asText("");
    }

    /** A setting's value: from the server's settings, else from the command line, else the default given. */
    private static String setting(JsonNode values, JsonNode jvm, String name, String otherwise) {
        JsonNode v = values.path(name);
        if (values.isArray()) {
            for (JsonNode e : values) {
                if (name.equals(e.path("name").asText())) {
                    v = e;
                }
            }
        }
        if (v.isValueNode() && !v.asText().isEmpty()) {
            return v.asText();
        }
        if (v.has("value")) {
            return v.path("value").asText();
        }
        for (JsonNode arg : jvm.path("commandLine")) {
            String a = arg.asText();
            if (a.startsWith("--" + name + "=")) {
                return a.substring(name.length() + 3);
            }
            if (a.startsWith("-D" + name + "=")) {
                return a.substring(name.length() + 3);
            }
        }
        return otherwise;
    }

    private static String steal(JsonNode s) {
        double max = 0;
        boolean any = false;
        for (JsonNode r : s.path("runs")) {
            if (r.has("stealCores")) {
                any = true;
                max = Math.max(max, r.path("stealCores").asDouble());
            }
        }
        if (s.path("cpu").has("stealCores")) {
            any = true;
            max = s.path("cpu").path("stealCores").asDouble();
        }
        return any ? String.format(java.util.Locale.ROOT, "%.3f cores at most (a run's average)", max) : "not measured";
    }

    private static String order(JsonNode s) {
        StringBuilder o = new StringBuilder();
        s.path("order").forEach(n -> o.append(o.length() == 0 ? "" : " ").append(n.asText()));
        return o.toString();
    }

    private static String join(JsonNode array) {
        StringBuilder o = new StringBuilder();
        array.forEach(n -> o.append(o.length() == 0 ? "" : " ").append(n.asText()));
        return o.toString();
    }
}
