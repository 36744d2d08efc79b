package org.bourse.bench.load;

import java.io.IOException;
import java.util.List;

import org.bourse.bench.gatling.Workload;

/**
 * What a suite ({@link SuiteRun}) needs of the command that runs it: the checks before anything is loaded, and
 * one workload's run. {@link Load} is it; the suite knows no more of the command.
 */
interface WorkloadRuns {

    /** Refuses (IllegalArgumentException) what cannot run, and says what is about to be loaded. */
    void checkAndAnnounce(List<Workload> workloads, LoadOptions o) throws IOException;

    /** One workload, run (a peak search when the options ask for one) and checked; its exit status. */
    int run(Workload w, LoadOptions o) throws IOException;
}
