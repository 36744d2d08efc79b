package org.bourse.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.bourse.bench.machine.JvmFacts;
import org.bourse.bench.machine.MachineFacts;
import org.bourse.bench.machine.Topology;
import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.results.RunSummary;
import org.bourse.bench.server.ServerSettings;

/**
 * What was run and how, as the report's tables hold it: the machine, each target (how it ran, its JVM and flags,
 * its version, every setting the server reported, its database, listener mode and front end, its containers), the
 * load tool and its settings, the warm-up. The markup is the templates' ({@code templates/report/disclosure.html}).
 */
final class Disclosure {

    private Disclosure() {
    }

    /**
     * One target as the report shows it.
     *
     * @param id          its name in element ids ({@code server}, {@code A}, {@code B})
     * @param heading     its heading
     * @param recorded    whether the summary has it
     * @param facts       how it ran
     * @param topology    its containers (null: none recorded)
     * @param source      where its settings were read
     * @param note        what to know of them
     * @param listed      whether it listed settings
     * @param withOrigins whether it said where each came from
     * @param settings    each setting
     */
    public record Target(String id, String heading, boolean recorded, List<Fact> facts, Topology topology,
            String source, String note, boolean listed, boolean withOrigins, List<Setting> settings) {

        /** A container's image id without its algorithm, and the first 12 characters of it. */
        public String shortId(Topology.Node n) {
            String id = imageId(n);
            return id.length() > 12 ? id.substring(0, 12) : id;
        }

        public String imageId(Topology.Node n) {
            return n.imageId() == null ? "" : n.imageId().replaceFirst("^sha256:", "");
        }

        /** A container's limits and revision as the table shows them. */
        public String revision(Topology.Node n) {
            return n.imageRevision() == null || n.imageRevision().isEmpty() ? "–" : n.imageRevision();
        }

        public String cpuset(Topology.Node n) {
            return n.cpuset() == null || n.cpuset().isEmpty() ? "all" : n.cpuset();
        }

        public String cpuLimit(Topology.Node n) {
            return n.cpuLimit() == null ? "none" : String.format(Locale.ROOT, "%.2f cores", n.cpuLimit());
        }

        public String memoryLimit(Topology.Node n) {
            return n.memoryLimitMb() == null ? "none" : n.memoryLimitMb() + " MiB";
        }
    }

    /** One setting the server reported, and where it came from ("" when it did not say). */
    public record Setting(String name, String value, String origin) {
    }

    /** One row of the warm-up table. */
    public record Warmup(String target, boolean steady, String seconds, int slices, long sliceSeconds, String rule,
            String rates) {
    }

    static List<Fact> machine(MachineFacts m, String steal, String startedAt, String finishedAt) {
        if (m == null) {
            return List.of(Fact.of("CPU model", null), Fact.of("steal during the runs", steal),
                    Fact.of("started, finished", text(startedAt) + " – " + text(finishedAt)));
        }
        return List.of(Fact.of("CPU model", m.cpuModel()),
                Fact.of("cores", m.cores() + " (online: " + m.onlineCpus() + ")"),
                Fact.of("memory", m.memoryMb() + " MB"), Fact.of("kernel", m.kernel()),
                Fact.of("steal during the runs", steal),
                Fact.of("started, finished", text(startedAt) + " – " + text(finishedAt)));
    }

    static String steal(Double max) {
        return max == null ? "not measured" : String.format(Locale.ROOT, "%.3f cores at most (a run's average)", max);
    }

    static Target server(RunSummary.Server s) {
        if (s == null) {
            return unrecorded("server", "Server");
        }
        return target("server", "Server", s.url(), s.protocol(), null, null, s.pids(), null, s.cpus(), s.jvm(),
                null, s.settings());
    }

    static Target compared(String name, CompareSummary.Target t) {
        if (t == null) {
            return unrecorded(name, "Target " + name + ": ");
        }
        return target(name, "Target " + name + ": " + text(t.label(), ""), t.url(), t.protocol(), t.started(),
                t.command(), t.pids(), t.cgroups(), t.cpus(), t.jvm(), t.topology(), t.settings());
    }

    private static Target unrecorded(String id, String heading) {
        return new Target(id, heading, false, List.of(), null, null, null, false, false, List.of());
    }

    private static Target target(String id, String heading, String url, String protocol, Boolean started,
            List<String> command, List<Long> pids, List<String> cgroups, String cpus, JvmFacts jvm, Topology topology,
            ServerSettings settings) {
        List<Fact> f = new ArrayList<>();
        f.add(Fact.of("URL", url));
        if (protocol != null) {
            f.add(Fact.of("protocol of the load", protocol));
        }
        if (started != null) {
            f.add(Fact.of("how", started ? "started by bench/compare" : "running already"));
        }
        if (command != null && !command.isEmpty()) {
            f.add(Fact.code("command", String.join(" ", command)));
        }
        f.add(Fact.of("processes (CPU counted)", pids == null ? null : pids.toString()));
        if (cgroups != null) {
            f.add(Fact.codes("cgroups (CPU counted, ended processes included)", cgroups));
        }
        f.add(Fact.of("CPUs it may run on", cpus));
        if (jvm == null) {
            f.add(Fact.of("JDK, flags, version", "unknown: no server process was named (--server-pid, --X-pid)"));
        } else {
            f.add(Fact.of("JDK", text(jvm.implementor()) + " " + text(jvm.jdkVersion()) + " (" + text(jvm.executable())
                    + ")"));
            f.add(Fact.code("JVM flags", jvm.flags() == null ? "" : String.join(" ", jvm.flags())));
            f.add(Fact.of("Bourse version", jvm.version()));
        }
        boolean listed = settings != null && settings.values() != null;
        boolean known = listed || jvm != null && jvm.commandLine() != null;
        f.add(Fact.of("database", setting(settings, jvm, "spring.datasource.url",
                known ? "embedded H2 (default)" : "unknown (settings not read)")));
        String profiles = setting(settings, jvm, "spring.profiles.active", "");
        f.add(Fact.of("listener mode, front end", !known ? "unknown (settings not read)"
                : profiles.contains("front-ended") ? "front-ended (behind a front end; see the command)"
                        : "self-hosted (no front-ended profile)"));
        f.add(Fact.of("profiles", profiles.isEmpty() ? "none" : profiles));
        List<Setting> rows = new ArrayList<>();
        if (listed) {
            for (Map.Entry<String, String> e : settings.values().entrySet()) {
                rows.add(new Setting(e.getKey(), e.getValue(), settings.origin(e.getKey())));
            }
        }
        return new Target(id, heading, true, f, topology, settings == null ? "–" : settings.source(),
                settings == null ? null : settings.note(), listed, settings != null && settings.hasOrigins(), rows);
    }

    /** A setting's value: from the server's settings, else from the command line, else the default given. */
    private static String setting(ServerSettings settings, JvmFacts jvm, String name, String otherwise) {
        String v = settings == null ? null : settings.value(name);
        if (v == null && jvm != null) {
            v = jvm.argument(name);
        }
        return v == null ? otherwise : v;
    }

    static List<Fact> load(String workload, String description, String tool, MachineFacts machine, String cpus,
            String settings) {
        return new ArrayList<>(List.of(Fact.of("workload", text(workload, "") + " — " + text(description)),
                Fact.of("tool", tool), Fact.of("load tool's JDK", machine == null ? null : machine.loadToolJdk()),
                Fact.of("load tool's CPUs", cpus), Fact.of("settings", settings)));
    }

    static List<Fact> compareLoad(CompareSummary s) {
        CompareSummary.Load l = s.load();
        List<Fact> f = load(s.workload(), s.workloadDescription(), l == null ? null : l.tool(), s.machine(),
                l == null ? null : l.cpus(), l == null ? null : l.description());
        f.add(Fact.of("rounds, order", (s.rounds() == null ? "" : s.rounds()) + ": "
                + (s.order() == null ? "" : String.join(" ", s.order()))));
        f.add(Fact.of("a run is left out when", "it had errors, or foreign CPU above "
                + (l == null ? "–" : Double.toString(l.maxForeignCores())) + " cores"));
        return f;
    }

    static List<Warmup> warmups(CompareSummary s, Numbers n) {
        List<Warmup> rows = new ArrayList<>();
        for (String name : List.of("A", "B")) {
            CompareSummary.Warmup w = s.warmup() == null ? null : s.warmup().get(name);
            if (w == null) {
                rows.add(new Warmup(name, false, "– (–)", 0, 0, "–", ""));
                continue;
            }
            rows.add(new Warmup(name, w.steady(), w.seconds() + " (" + w.boundSeconds() + ")", w.slices().size(),
                    w.sliceSeconds(), text(w.rule()), String.join(", ", w.slices().stream()
                            .map(x -> n.num(x.throughput(), 0)).toList())));
        }
        return rows;
    }

    private static String text(Object v) {
        return v == null ? "–" : v.toString();
    }

    private static String text(Object v, String otherwise) {
        return v == null ? otherwise : v.toString();
    }
}
