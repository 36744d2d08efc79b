package org.bourse.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.report.Report;

/**
 * {@code bench/compare}: A versus B on one workload, interleaved (see {@link CompareOptions#help()}). The
 * load generator is this JVM; its CPU, the targets' and the machine's are read around every run
 * ({@link CpuSampler}).
 */
public final class Compare {

    static final int NO_USABLE_ROUND = 4;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");
    private static final int DEFAULT_DURATION = 30;

    private final PrintStream out;
    private final Load load;

    Compare(PrintStream out, GatlingRunner gatling) {
        this.out = out;
        this.load = new Load(out, gatling);
    }

    public static void main(String[] args) {
        Load.launch("bench/compare", args, (out, gatling, a) -> new Compare(out, gatling).run(a));
    }

    int run(String... args) throws IOException {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            out.print(CompareOptions.help());
            return Load.OK;
        }
        CompareOptions o = CompareOptions.parse(args);
        List<Workload> named = Workload.resolve(o.load.workloads);
        if (named.size() != 1) {
            throw new IllegalArgumentException("bench/compare compares on one workload at a time, not " + named.size());
        }
        Workload w = named.get(0);
        if (w.name().equals("http")) {
            o.load.httpRequest().writeTo(System.getProperties());
        }
        if (w.trade() && o.load.checks && (o.load.adminPassword == null || o.load.adminPassword.isEmpty())) {
            throw new IllegalArgumentException("a Trade workload is checked after the runs, which needs the admin"
                    + " password: set BOURSE_ADMIN_PASSWORD or --admin-password (or give --no-checks)");
        }
        if (o.load.duration < 0) {
            o.load.duration = DEFAULT_DURATION;
        }
        if (o.load.ramp < 0) {
            o.load.ramp = 0;
        }
        TargetSpec specA = o.target(o.a);
        TargetSpec specB = o.target(o.b);
        for (TargetSpec t : List.of(specA, specB)) {
            if (t.http2()) {
                o.load.checkHttp2Connections(t.http2Option(o.load.http2), named);
            }
        }
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
        Path folder = o.load.results().resolve(o.name != null ? o.name : "compare-" + w.name() + "-" + stamp);
        Files.createDirectories(folder);

        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("kind", "compare");
        doc.put("name", folder.getFileName().toString());
        doc.put("startedAt", Instant.now().toString());
        doc.put("workload", w.name());
        doc.put("workloadDescription", w.description());
        doc.put("machine", Machine.describe());
        int status;
        CompareRun run = null;
        out.println("bench/compare: " + w.name() + ", A = " + specA.label() + ", B = " + specB.label() + "; results in "
                + folder);
        try (CompareTarget a = CompareTarget.open(specA, folder, o.pin ? o.serverCpus : null);
                CompareTarget b = CompareTarget.open(specB, folder, o.pin ? o.serverCpus : null)) {
            run = new CompareRun(load, out, o, w, folder, Map.of("A", a, "B", b));
            status = run.run(doc);
        } finally {
            doc.put("finishedAt", Instant.now().toString());
            Summary.JSON.writeValue(folder.resolve("summary.json").toFile(), doc);
        }
        String md = CompareTable.markdown(doc) + run.profileMarkdown();
        Files.writeString(folder.resolve("summary.md"), md);
        Report.write(folder);
        out.print(md);
        out.println("bench/compare: report in " + folder.resolve("report.html"));
        out.println("bench/compare: results in " + folder);
        return status;
    }

    /** The load generator: this JVM (Gatling runs in it), without the servers it started. */
    static ProcessTree loadGenerator() {
        return ProcessTree.alone(ProcessHandle.current().pid());
    }
}
