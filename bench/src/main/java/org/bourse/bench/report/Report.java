package org.bourse.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.html.PageRenderer;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.results.RunCheckResult;
import org.bourse.bench.results.RunSummary;
import org.bourse.bench.results.SuiteSummary;
import org.bourse.bench.results.SummaryDocument;
import org.thymeleaf.context.Context;

/**
 * Writes {@code report.html} of a run folder from its {@code summary.json}: what was run and how, the
 * results as tables and charts, the run check, the errors, and the profile when there is one. The page
 * holds everything it needs (Chart.js, the data, the styles), so it opens offline and can be attached
 * as one file. Its markup is in {@code templates/report/}; this class gives the templates the summary's
 * records and what is worked out from them.
 */
public final class Report {

    public static final String FILE = "report.html";

    private Report() {
    }

    public static Path write(Path folder) throws IOException {
        SummaryDocument summary = SummaryDocument.read(folder);
        Numbers n = new Numbers();
        Context page = new Context();
        page.setVariable("n", n);
        String[] chart = Resources.chartJs();
        String title;
        if (summary instanceof RunSummary run) {
            title = "Run: " + run.workload();
            run(page, folder, run);
        } else if (summary instanceof CompareSummary compare) {
            title = "Comparison: " + compare.workload();
            compare(page, folder, compare, n);
        } else if (summary instanceof SuiteSummary suite) {
            title = "Suite: " + (suite.suite() == null ? "" : suite.suite().title());
            suite(page, folder, suite);
        } else {
            throw new IOException(folder + " is a peak search: each level's folder has its own Gatling report, and"
                    + " the search's summary.md its table");
        }
        page.setVariable("title", title + " — " + folder.getFileName());
        page.setVariable("chartVersion", chart[1]);
        page.setVariable("css", Resources.own("report.css"));
        // The data the charts draw, as it is in summary.json; no "<" in it, so no text of the server's can end
        // the script or open another (JSON.parse reads \u003c as "<").
        page.setVariable("summaryJson", GatlingSummary.JSON.writeValueAsString(summary).replace("<", "\\u003c"));
        page.setVariable("chartJs", chart[0].replace("</script", "<\\/script"));
        page.setVariable("reportJs", Resources.own("report.js"));
        Path file = folder.resolve(FILE);
        Files.writeString(file, new PageRenderer().render("report/report", page));
        return file;
    }

    private static void run(Context page, Path folder, RunSummary s) throws IOException {
        page.setVariable("run", s);
        page.setVariable("charts", Chart.RUN);
        page.setVariable("machine", Disclosure.machine(s.machine(),
                Disclosure.steal(s.cpu() == null ? null : s.cpu().stealCores()), s.startedAt(), s.finishedAt()));
        page.setVariable("targets", List.of(Disclosure.server(s.server())));
        RunSummary.LoadTool l = s.load();
        page.setVariable("load", Disclosure.load(s.workload(), s.workloadDescription(), l == null ? null : l.tool(),
                s.machine(), l == null ? null : l.cpus(), l != null && l.description() != null ? l.description()
                        : s.settings()));
        page.setVariable("checks", List.of(new Check("run", null, s.checks())));
        List<String> errors = new ArrayList<>(s.errors() == null ? List.of() : s.errors());
        page.setVariable("errors", errors);
        page.setVariable("profiles", ProfileSection.of(folder, List.of(""), part -> s.profile(), part -> null));
    }

    private static void compare(Context page, Path folder, CompareSummary s, Numbers n) throws IOException {
        page.setVariable("compare", s);
        page.setVariable("charts", Chart.COMPARE);
        page.setVariable("runs", s.runs() == null ? List.of() : s.runs());
        page.setVariable("medians", Medians.rows(s, n));
        page.setVariable("usableA", Medians.runs(s, "A"));
        page.setVariable("usableB", Medians.runs(s, "B"));
        Double steal = s.runs() == null || s.runs().isEmpty() ? null
                : s.runs().stream().mapToDouble(CompareSummary.Run::stealCores).max().orElse(0);
        page.setVariable("machine", Disclosure.machine(s.machine(), Disclosure.steal(steal), s.startedAt(),
                s.finishedAt()));
        page.setVariable("targets", List.of(Disclosure.compared("A", s.target("A")),
                Disclosure.compared("B", s.target("B"))));
        page.setVariable("load", Disclosure.compareLoad(s));
        page.setVariable("warmups", Disclosure.warmups(s, n));
        List<Check> checks = new ArrayList<>();
        for (String t : List.of("A", "B")) {
            checks.add(new Check(t, "Target " + t, s.target(t) == null ? null : s.target(t).checks()));
        }
        page.setVariable("checks", checks);
        List<String> errors = new ArrayList<>();
        if (s.failure() != null) {
            errors.add(s.failure());
        }
        for (CompareSummary.Run r : s.runs() == null ? List.<CompareSummary.Run>of() : s.runs()) {
            String run = "round " + r.round() + " " + r.target() + ": ";
            (r.errorMessages() == null ? List.<String>of() : r.errorMessages()).forEach(e -> errors.add(run + e));
            if (r.excluded() != null) {
                errors.add(run + "left out of the ratio: " + r.excluded());
            }
        }
        page.setVariable("errors", errors);
        Map<String, ProfileEntry> profiles = s.profile() == null ? Map.of() : s.profile();
        page.setVariable("profiles", ProfileSection.of(folder, List.of("A", "B"), profiles::get,
                part -> "Target " + part + ": " + (s.target(part) == null || s.target(part).label() == null ? part
                        : s.target(part).label())));
    }

    private static void suite(Context page, Path folder, SuiteSummary s) throws IOException {
        page.setVariable("suite", s);
        page.setVariable("charts", Chart.SUITE);
        page.setVariable("rows", s.runs() == null ? List.of() : s.runs());
        page.setVariable("machine", Disclosure.machine(s.machine(), Disclosure.steal(null), s.startedAt(),
                s.finishedAt()));
        List<String> errors = new ArrayList<>();
        for (SuiteSummary.Row r : s.runs() == null ? List.<SuiteSummary.Row>of() : s.runs()) {
            if (r.status() != 0) {
                errors.add(r.workload() + ": exit status " + r.status() + "; see "
                        + (r.folder() == null ? "–" : r.folder()) + "/summary.md");
            }
        }
        page.setVariable("errors", errors);
        page.setVariable("profiles", ProfileSection.of(folder, List.of(""), part -> s.profile(), part -> null));
    }

    /**
     * A run check as the report shows it.
     *
     * @param id      its element id's ending ({@code run}, {@code A}, {@code B})
     * @param heading its heading (null: a single run's)
     * @param result  the check (null: not run)
     */
    public record Check(String id, String heading, RunCheckResult result) {

        public boolean ran() {
            return result != null && result.ran();
        }
    }
}
