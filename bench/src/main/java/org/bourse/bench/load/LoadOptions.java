package org.bourse.bench.load;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.bourse.bench.cli.CommandLines;
import org.bourse.bench.gatling.Folders;
import org.bourse.bench.gatling.LoadSettings;
import org.bourse.bench.gatling.Requests;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.profile.ProfileRequest;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.server.Admin;
import org.bourse.bench.suite.Suite;

/**
 * The command line of {@code bench/load}, parsed and checked ({@link LoadCommandLine} declares it).
 *
 * @param workloads  the workloads named, in order
 * @param url        the server's base URL
 * @param urlGiven   whether {@code --url} gave it (else the default is probed and named before anything runs)
 * @param load       how hard the workloads load it
 * @param peak       whether (and how) the peak is searched for
 * @param rateSearch whether (and how) the highest rate under a latency bound is searched for
 * @param requests   what the workloads send
 * @param admin      the admin's access, for the run check and reset around Trade runs
 * @param profile    whether the server's CPU is profiled
 * @param folders    the checkout and where run folders go
 * @param serverPids the server's processes (empty: not given)
 * @param list       {@code --list}: describe the workloads and suites, run nothing
 * @param suite      the suite to run (null: none)
 */
record LoadOptions(List<String> workloads, String url, boolean urlGiven, LoadSettings load, PeakRule peak,
        RateRule rateSearch, Requests requests, Admin admin, ProfileRequest profile, Folders folders, List<Long> serverPids, boolean list,
        String suite) {

    /** The options, or nothing when {@code --help} asked for the help; IllegalArgumentException for a usage error. */
    static Optional<LoadOptions> parse(String... args) {
        return CommandLines.parse(new LoadCommandLine(), args);
    }

    static String help() {
        return CommandLines.help(new LoadCommandLine());
    }

    /** One run of the workload. */
    RunSettings settings(Workload w, String runTag, Path folder) {
        return load.run(w, url, requests.wstest(), runTag, folder);
    }

    /** The same, with the server's processes known. */
    LoadOptions withServerPids(List<Long> pids) {
        return new LoadOptions(workloads, url, urlGiven, load, peak, rateSearch, requests, admin, profile, folders,
                List.copyOf(pids), list, suite);
    }

    /**
     * A suite's method in force, its runs in the suite's folder: a peak search each, the suite's load model and
     * start, and its reset; what the command line gave stays as given.
     */
    LoadOptions forSuite(Suite s, Path folder) {
        return new LoadOptions(workloads, url, urlGiven, load.withMethod(s.load()), peak.searching(s.peakStart()),
                rateSearch, requests, admin.resetting(admin.reset() || s.reset()), profile, folders.withResults(folder), serverPids,
                list, suite);
    }
}
