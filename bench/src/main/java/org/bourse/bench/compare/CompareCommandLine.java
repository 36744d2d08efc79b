package org.bourse.bench.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.cli.CommandOptions;
import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;
import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.Folders;
import org.bourse.bench.gatling.LoadSettings;
import org.bourse.bench.gatling.Requests;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.profile.ProfileRequest;
import org.bourse.bench.server.Admin;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options of {@code bench/compare}, declared once: picocli reads them and writes the help from them. The
 * load options are {@code bench/load}'s ({@link LoadSettings.Options} and the others it shares); the targets'
 * are {@link TargetOptions}, once per target.
 */
@Command(name = "bench/compare",
        customSynopsis = "bench/compare WORKLOAD --a-… --b-… [options]",
        description = {"",
                "Compares two servers, or two ways to start one, on one workload of the load kit, interleaved: a"
                        + " warm-up of each until its throughput is steady, then rounds A B, B A, A B… (at least 3),"
                        + " the same load each time. Per run: throughput, p50/p99, errors, the server's CPU per"
                        + " request (every process of the target, from /proc, or every container, from its cgroup),"
                        + " its RSS, and the machine's CPU that neither target nor the load generator used (foreign)."
                        + " A run with errors or too much foreign CPU is marked and left out of the ratio. Writes"
                        + " bench/results/compare-<workload>-<UTC time>/: summary.json, summary.md and report.html"
                        + " (the full disclosure report). See docs/benchmarks/load-kit.md, \"Comparing two servers\".", "",
                "A started server runs in its own folder under the run's (its H2 database too), pinned with taskset"
                        + " to --server-cpus; the load generator runs on the CPUs bench/compare was given"
                        + " (bench/compare pins it to CPU 1 unless LOAD_CPUS says otherwise).", "",
                "With --profile, each target's server is profiled during its measured runs only (not the warm-up):"
                        + " every run into its own profile/, and each target's runs together into profile/A and"
                        + " profile/B."},
        parameterListHeading = "%nWorkload:%n",
        optionListHeading = "%nOptions:%n",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
                ExitStatus.OK + ":a result: no run failed, and after a Trade workload both run checks passed",
                ExitStatus.FAILED_REQUESTS + ":a warm-up had failed requests, or a target could not start",
                ExitStatus.USAGE + ":a bad command line",
                ExitStatus.CHECK_FAILED + ":a run check found a violation or could not run",
                ExitStatus.NO_USABLE_ROUND + ":no round had both of its runs usable, so there is no ratio"})
final class CompareCommandLine implements CommandOptions<CompareOptions> {

    /** Seconds of full load of each run, and of its ramp, when not given (bench/load's are longer). */
    static final int DURATION = 30;
    static final int RAMP = 0;

    @Parameters(paramLabel = "WORKLOAD", completionCandidates = Workload.Names.class, description = "the one"
            + " workload compared on: one of ${COMPLETION-CANDIDATES}")
    List<String> workloads = new ArrayList<>();

    /** bench/load's --url, which means nothing here: refused with what to give instead. */
    @Option(names = "--url", hidden = true)
    String url;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "this text")
    boolean help;

    @Mixin
    Method method = new Method();

    @Mixin
    LoadSettings.Options load = new LoadSettings.Options();

    @Mixin
    Admin.Options admin = new Admin.Options();

    @Mixin
    ProfileRequest.Options profile = new ProfileRequest.Options();

    @Mixin
    Requests.Options requests = new Requests.Options();

    @Mixin
    Folders.Options folders = new Folders.Options();

    private final TargetOptions a = new TargetOptions("A");
    private final TargetOptions b = new TargetOptions("B");

    /** How the comparison goes, beside the load. */
    static final class Method implements OptionSection {

        @Override
        public String heading() {
            return "%nRounds and warm-up:%n";
        }

        @Option(names = "--rounds", paramLabel = "N", converter = Converters.NonNegative.class, description = "rounds"
                + " of A and B (${DEFAULT-VALUE}, at least 3)")
        int rounds = 3;

        @Option(names = "--warmup-slice", paramLabel = "S", converter = Converters.Positive.class, description =
                "seconds of one warm-up slice (${DEFAULT-VALUE})")
        int warmupSlice = 10;

        @Option(names = "--warmup-max", paramLabel = "S", converter = Converters.NonNegative.class, description =
                "longest warm-up of each target; a warm-up that ends unsteady is said so in the report"
                        + " (${DEFAULT-VALUE})")
        int warmupMax = 300;

        @Option(names = "--warmup-min", paramLabel = "S", converter = Converters.NonNegative.class, description =
                "shortest warm-up of each target, steady or not (${DEFAULT-VALUE}): a JIT that is still compiling"
                        + " can hold throughput flat for a few slices")
        int warmupMin;

        @Option(names = "--steady-window", paramLabel = "N", converter = Converters.NonNegative.class, description =
                "slices that must agree for throughput to be steady (${DEFAULT-VALUE})")
        int steadyWindow = 3;

        @Option(names = "--steady-tolerance", paramLabel = "P", converter = Converters.Decimal.class, description =
                "percent they may differ by (5)")
        double steadyTolerance = 5;

        @Option(names = "--max-foreign", paramLabel = "C", converter = Converters.Decimal.class, description = "a run"
                + " during which other programs used more than C cores of CPU is left out of the ratio"
                + " (${DEFAULT-VALUE})")
        double maxForeign = 0.25;

        @Option(names = "--server-cpus", paramLabel = "LIST", description = "CPUs of the started servers, taskset's"
                + " syntax (${DEFAULT-VALUE})")
        String serverCpus = "0";

        @Option(names = "--no-pin", description = "start the servers without taskset")
        boolean noPin;

        @Option(names = "--name", paramLabel = "NAME", description = "the run folder's name"
                + " (compare-<workload>-<UTC time>)")
        String name;
    }

    @Override
    public void addOptions(CommandSpec spec) {
        spec.addMixin("target-a", a.mixin());
        spec.addMixin("target-b", b.mixin());
    }

    @Override
    public CompareOptions options() {
        if (url != null) {
            throw new IllegalArgumentException("bench/compare takes --a-url and --b-url (or --a-jar… to start them),"
                    + " not --url");
        }
        if (method.rounds < 3) {
            throw new IllegalArgumentException("--rounds must be at least 3: fewer cannot show a spread");
        }
        Warmup warmup = new Warmup(method.warmupSlice, method.warmupMax, method.warmupMin, method.steadyWindow,
                method.steadyTolerance);
        List<Workload> named = Workload.resolve(workloads);
        if (named.size() != 1) {
            throw new IllegalArgumentException("bench/compare compares on one workload at a time, not " + named.size());
        }
        Folders f = folders.folders();
        LoadSettings settings = load.settings().orDefaults(DURATION, RAMP);
        Path jar = f.home().resolve("app").resolve("target").resolve("bourse.jar");
        return new CompareOptions(named.get(0), a.spec(jar, settings.http2()), b.spec(jar, settings.http2()),
                method.rounds, warmup, method.maxForeign, method.noPin ? null : method.serverCpus, method.name,
                settings, requests.requests(f.home()), admin.admin(f.home()), profile.request(), f);
    }
}
