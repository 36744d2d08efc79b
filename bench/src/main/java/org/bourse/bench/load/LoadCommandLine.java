package org.bourse.bench.load;

import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.cli.CommandOptions;
import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.gatling.Folders;
import org.bourse.bench.gatling.LoadSettings;
import org.bourse.bench.gatling.Requests;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.profile.ProfileRequest;
import org.bourse.bench.server.Admin;
import org.bourse.bench.server.ServerUrl;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options of {@code bench/load}, declared once: picocli reads them and writes the help from them. */
@Command(name = "bench/load",
        customSynopsis = {"bench/load WORKLOAD... [options]",
                "       bench/load --suite NAME [WORKLOAD...] [options]"},
        description = {"",
                "Runs a workload with Gatling against a running Bourse server and writes, under"
                        + " bench/results/<workload>-<UTC time>/: Gatling's HTML report (in a sub-folder), summary.json,"
                        + " summary.md and console.log. Several workloads run one after another, each in its own run"
                        + " and folder; `wstest` names all the WSTest ones. After every Trade run, failed requests or"
                        + " not, the server's run check says whether anything was lost. Stops at the first failure."
                        + " See docs/benchmarks/load-kit.md."},
        parameterListHeading = "%nWorkloads:%n",
        optionListHeading = "%nOptions:%n",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
                ExitStatus.OK + ":a result: no request failed, and after a Trade workload the run check passed",
                ExitStatus.FAILED_REQUESTS + ":requests failed (or the count was not reached), and the run check, if"
                        + " any, passed",
                ExitStatus.USAGE + ":a bad command line",
                ExitStatus.CHECK_FAILED + ":the run check found a violation or could not run, failed requests or not"})
final class LoadCommandLine implements CommandOptions<LoadOptions> {

    /** Where a server is when --url does not say. */
    static final String DEFAULT_URL = "http://127.0.0.1:8080";

    @Parameters(paramLabel = "WORKLOAD", completionCandidates = Workload.Names.class, description = "one of"
            + " ${COMPLETION-CANDIDATES} (--list describes them)")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--url", paramLabel = "URL", converter = ServerUrl.class, description = "server's base URL:"
            + " http://HOST:PORT or https://HOST:PORT, the port written out, a path may follow (" + DEFAULT_URL
            + "). Over https the load accepts any certificate; the kit's own requests, which carry the admin"
            + " password, accept any from a loopback address (a self-signed one) and elsewhere only one the JDK"
            + " trusts (-Djavax.net.ssl.trustStore in BENCH_JAVA_OPTS)")
    String url;

    @Option(names = "--server-pid", paramLabel = "PID", split = ",", converter = Converters.Positive.class,
            description = "the server's processes: the report then has its JDK, flags and version, and its CPU per"
                    + " request and RSS (children included); with --profile, the JVM among them is profiled (needed"
                    + " when the port's owner is not the JVM: a front end)")
    List<Integer> serverPids = new ArrayList<>();

    @Option(names = "--suite", paramLabel = "NAME", description = "a published method whole, a peak search per"
            + " workload, in one folder (suite-NAME-<time>): wstest-saturation, wstest-think, stocktrader-web,"
            + " daytrader-scenario (--list); workloads named restrict it, options given override its load settings")
    String suite;

    @Option(names = "--list", description = "list the workloads and the suites")
    boolean list;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "this text")
    boolean help;

    @Mixin
    LoadSettings.Options load = new LoadSettings.Options();

    @Mixin
    PeakRule.Options peak = new PeakRule.Options();

    @Mixin
    RateRule.Options rateSearch = new RateRule.Options();

    @Mixin
    Admin.Options admin = new Admin.Options();

    @Mixin
    ProfileRequest.Options profile = new ProfileRequest.Options();

    @Mixin
    Requests.Options requests = new Requests.Options();

    @Mixin
    Folders.Options folders = new Folders.Options();

    @Override
    public LoadOptions options() {
        Folders f = folders.folders();
        return new LoadOptions(List.copyOf(workloads), url != null ? url : DEFAULT_URL, url != null, load.settings(),
                peak.rule(), rateSearch.rule(), requests.requests(f.home()), admin.admin(f.home()), profile.request(), f,
                serverPids.stream().map(Integer::longValue).toList(), list, suite);
    }
}
