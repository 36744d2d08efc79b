package org.bourse.bench.cli;

/**
 * The exit statuses of the kit's commands (docs/benchmarks/load-kit.md): the scripts that call them, and CI, read them.
 */
public final class ExitStatus {

    /** A result: no request failed, and after a Trade workload the run check passed. */
    public static final int OK = 0;
    /** Requests failed, the count was not reached or Gatling failed, and the run check, if any, passed. */
    public static final int FAILED_REQUESTS = 1;
    /** A bad command line. */
    public static final int USAGE = 2;
    /** The run check after a Trade workload found a violation or could not run. */
    public static final int CHECK_FAILED = 3;
    /** bench/compare: no round had both of its runs usable, so there is no ratio. */
    public static final int NO_USABLE_ROUND = 4;

    private ExitStatus() {
    }
}
