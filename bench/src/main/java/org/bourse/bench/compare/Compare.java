package org.bourse.bench.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingRunner;
import org.bourse.bench.gatling.Launcher;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.report.Report;
import org.bourse.bench.results.CompareSummary;

/**
 * {@code bench/compare}: A versus B on one workload, interleaved (its options: {@link CompareCommandLine}).
 * The load generator is this JVM; its CPU, the targets' and the machine's are read around every run
 * ({@link CpuSampler}).
 */
public final class Compare {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final PrintStream out;
    private final GatlingRunner gatling;

    Compare(PrintStream out, GatlingRunner gatling) {
        this.out = out;
        this.gatling = gatling;
    }

    public static void main(String[] args) {
        Launcher.launch("bench/compare", args, (out, gatling, a) -> new Compare(out, gatling).run(a));
    }

    int run(String... args) throws IOException {
        CompareOptions o = CompareOptions.parse(args).orElse(null);
        if (o == null) {
            out.print(CompareOptions.help());
            return ExitStatus.OK;
        }
        o.load().checkOpenModel();
        Workload w = o.workload();
        if (w.name().equals("http")) {
            o.requests().http().writeTo(System.getProperties());
        }
        if (w.trade() && o.admin().checks() && !o.admin().hasPassword()) {
            throw new IllegalArgumentException("a Trade workload is checked after the runs, which needs the admin"
                    + " password: set BOURSE_ADMIN_PASSWORD or --admin-password (or give --no-checks)");
        }
        for (TargetSpec t : List.of(o.a(), o.b())) {
            if (t.http2()) {
                o.load().checkHttp2Connections(t.http2Option(o.load().http2()), List.of(w));
            }
        }
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
        Path folder = o.folders().results().resolve(o.name() != null ? o.name() : "compare-" + w.name() + "-" + stamp);
        Files.createDirectories(folder);

        // What is known before the targets start; the rest comes from the run, as far as it got.
        CompareSummary header = new CompareSummary(CompareSummary.KIND, folder.getFileName().toString(),
                Instant.now().toString(), w.name(), w.description(), Machine.describe(), null, null, null, null, null,
                null, null, null, null, null, null);
        CompareSummary summary = header;
        int status;
        CompareRun run = null;
        out.println("bench/compare: " + w.name() + ", A = " + o.a().label() + ", B = " + o.b().label() + "; results in "
                + folder);
        try (CompareTarget a = CompareTarget.open(o.a(), folder, o.serverCpus());
                CompareTarget b = CompareTarget.open(o.b(), folder, o.serverCpus())) {
            run = new CompareRun(gatling, out, o, folder, Map.of("A", a, "B", b));
            status = run.run();
        } finally {
            summary = run == null ? header.finished(Instant.now().toString()) : run.summary(header, Instant.now().toString());
            summary.write(folder);
        }
        String md = CompareTable.markdown(summary) + run.profileMarkdown();
        Files.writeString(folder.resolve("summary.md"), md);
        Report.write(folder);
        out.print(md);
        out.println("bench/compare: report in " + folder.resolve("report.html"));
        out.println("bench/compare: results in " + folder);
        return status;
    }
}
