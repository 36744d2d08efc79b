package org.bourse.bench.load;

import org.bourse.bench.gatling.GatlingSummary;

/**
 * What the Gatling runs of one workload (one run, or the levels of a peak search) tell the run check after
 * them: how many requests failed, and how many orders may have been stored without their reply reaching the
 * load tool. A failed request may have been stored all the same (its reply lost or refused by a check),
 * and a run cut short (count not reached, Gatling stopped) leaves up to one request per user in flight:
 * I6 allows that many orders that nobody acknowledged, and no more.
 */
final class RunTally {

    private long requests;
    private long failed;
    private long inFlight;
    private boolean fellBehind;

    /**
     * @param summary the run's statistics
     * @param cut     whether the run ended before its iterations did (then each of its users may have had a
     *                request in flight)
     * @param users   the run's users
     */
    void add(GatlingSummary summary, boolean cut, int users) {
        requests += summary.global().count();
        failed += summary.failed();
        inFlight += summary.failed() + (cut ? users : 0);
    }

    /** An open-model run whose arrivals did not keep to their schedule: its figures are no result. */
    void fellBehind() {
        fellBehind = true;
    }

    boolean generatorFellBehind() {
        return fellBehind;
    }

    long requests() {
        return requests;
    }

    long failed() {
        return failed;
    }

    /** Orders of the run that may exist without an acknowledgement. */
    long unacknowledgedAllowed() {
        return inFlight;
    }

    /** Every request answered as expected, and no run cut short. */
    boolean clean() {
        return inFlight == 0;
    }
}
