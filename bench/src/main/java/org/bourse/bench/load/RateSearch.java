package org.bourse.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Measurement;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.results.RateSearchSummary;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.simulation.RunSettings;

/**
 * Throughput under a latency bound (bench.md; SPECjbb's critical-jOPS is built from such points): the highest
 * arrival rate of the open model at which the bounded percentile stays within the bound, no request fails and
 * the generator keeps to its schedule. From the first rate the rate doubles until one misses, or halves until
 * one meets; then the gap between the highest that met and the lowest that missed is halved until it is
 * within the rule's precision. A level whose generator fell behind is no result: the search ends there, its
 * figure a lower bound at most. Each level is a run of its own (ramp, then the held rate).
 */
final class RateSearch {

    /** Below this the search does not go: a slower rate is no load. */
    private static final double LOWEST = 0.1;

    private final Load load;
    private final RateRule rule;
    private final RunTally tally;

    RateSearch(Load load, RateRule rule, RunTally tally) {
        this.load = load;
        this.rule = rule;
        this.tally = tally;
    }

    int search(Workload w, RunSettings base, Path folder) throws IOException {
        List<RateSearchSummary.Level> levels = new ArrayList<>();
        Double met = null;
        Double missed = null;
        String outcome;
        double rate = rule.start();
        for (int n = 1; ; n++) {
            Path levelFolder = folder.resolve(String.format(Locale.ROOT, "rate-%02d", n));
            // Each level its own run tag: trade-web registers users named by it, and a name cannot be registered twice.
            RunSettings settings = base.atRate(rate).inFolder(levelFolder.toAbsolutePath().toString())
                    .tagged(base.runTag() + "r" + n);
            Measurement measured = load.measure(w, settings, levelFolder, w.name() + " @" + perSecond(rate) + "/s");
            OpenModelFigures open = OpenModelFigures.read(levelFolder);
            GatlingSummary summary = measured.summary();
            // Every arrival that started may have an order in flight when the run was cut (the bound hit).
            boolean cut = measured.gatlingStatus() != 0 && summary.failed() == 0;
            tally.add(summary, cut, open == null ? 0 : (int) Math.min(Integer.MAX_VALUE, open.arrivals()));
            boolean onSchedule = open != null && open.keptToSchedule();
            boolean meets = onSchedule && summary.failed() == 0 && !cut && open.all().count() > 0
                    && rule.bound().metBy(open.all());
            levels.add(level(rate, summary, open, meets, folder.relativize(levelFolder).toString()));
            Files.writeString(levelFolder.resolve("summary.md"), Load.header(summary) + summary.markdown()
                    + (open == null ? "" : "\n" + open.markdown()));
            load.print(String.format(Locale.ROOT, "bench/load: %s/s: %s%n", perSecond(rate), describe(summary, open,
                    meets)));
            if (open != null && !open.keptToSchedule()) {
                tally.fellBehind();
                outcome = "the load generator fell behind its schedule at " + perSecond(rate) + "/s: no result"
                        + " (give it a core of its own)";
                break;
            }
            if (meets) {
                met = met == null ? rate : Math.max(met, rate);
            } else {
                missed = missed == null ? rate : Math.min(missed, rate);
            }
            if (missed == null) {
                if (rate >= rule.max()) {
                    outcome = "every rate up to --rate-max " + perSecond(rule.max()) + "/s met the bound";
                    break;
                }
                rate = Math.min(rule.max(), rate * 2);
            } else if (met == null) {
                if (rate / 2 < LOWEST) {
                    outcome = "no rate down to " + perSecond(rate) + "/s met the bound";
                    break;
                }
                rate = rate / 2;
            } else if (missed / met - 1 <= rule.precision() / 100) {
                outcome = String.format(Locale.ROOT, "the highest rate that met the bound is within %s%% of the lowest"
                        + " that missed it (%s/s)", perSecond(rule.precision()), perSecond(missed));
                break;
            } else {
                rate = Math.round((met + missed) / 2 * 100) / 100.0;
            }
        }
        boolean result = met != null && missed != null && !tally.generatorFellBehind();
        write(w, folder, levels, met, outcome);
        return result ? ExitStatus.OK : ExitStatus.FAILED_REQUESTS;
    }

    private static RateSearchSummary.Level level(double rate, GatlingSummary s, OpenModelFigures open, boolean meets,
            String folder) {
        OpenModelFigures.Latency all = open == null || open.all().count() == 0 ? null : open.all();
        return new RateSearchSummary.Level(rate, open == null ? 0 : open.achievedRate(), s.global().count(),
                s.failed(), open == null ? 0 : open.lateArrivals(), all == null ? -1 : all.p50(),
                all == null ? -1 : all.p90(), all == null ? -1 : all.p99(), all == null ? -1 : all.p999(),
                all == null ? -1 : all.max(), meets, folder);
    }

    private String describe(GatlingSummary s, OpenModelFigures open, boolean meets) {
        if (open == null || open.all().count() == 0) {
            return s.global().count() + " requests, " + s.failed() + " failed, none at the held rate: missed";
        }
        return String.format(Locale.ROOT, "%.2f/s achieved, %s %d ms, %d failed, %d late: %s", open.achievedRate(),
                rule.bound().name(), rule.bound().valueOf(open.all()), s.failed(), open.lateArrivals(),
                meets ? "met " + rule.bound() : "missed " + rule.bound());
    }

    private void write(Workload w, Path folder, List<RateSearchSummary.Level> levels, Double highest, String outcome)
            throws IOException {
        StringBuilder md = new StringBuilder("# Rate search: " + w.name() + ", " + rule.bound() + "\n\n");
        md.append("| rate asked /s | achieved /s | requests | failed | late | p50 ms | p90 ms | p99 ms | p99.9 ms"
                + " | max ms | bound |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
        List<RateSearchSummary.Level> byRate = levels.stream()
                .sorted(Comparator.comparingDouble(RateSearchSummary.Level::askedRate)).toList();
        for (RateSearchSummary.Level l : byRate) {
            md.append(String.format(Locale.ROOT, "| %s%s | %.2f | %d | %d | %d | %s | %s | %s | %s | %s | %s |%n",
                    perSecond(l.askedRate()), highest != null && l.askedRate() == highest ? " (highest)" : "",
                    l.achievedRate(), l.requests(), l.failed(), l.lateArrivals(), ms(l.p50()), ms(l.p90()),
                    ms(l.p99()), ms(l.p999()), ms(l.max()), l.met() ? "met" : "missed"));
        }
        md.append(highest == null ? "\nNo rate tried met " + rule.bound() + ".\n"
                : String.format(Locale.ROOT, "%nHighest rate under %s: %s arrivals/s.%n", rule.bound(), perSecond(highest)));
        md.append("The search ended because ").append(outcome).append(".\n");
        new RateSearchSummary(RateSearchSummary.KIND, w.name(), rule.bound().toString(), highest, outcome,
                List.copyOf(levels), null, null, null).write(folder);
        Files.writeString(folder.resolve("summary.md"), md.toString());
        load.print(md.toString());
    }

    private static String ms(long v) {
        return v < 0 ? "–" : Long.toString(v);
    }

    private static String perSecond(double r) {
        return r == Math.rint(r) ? Long.toString((long) r) : String.format(Locale.ROOT, "%.2f", r);
    }
}
