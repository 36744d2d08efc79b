package org.bourse.bench.results;

import java.util.List;

import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.machine.MachineFacts;
import org.bourse.bench.profile.ProfileEntry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A suite's {@code summary.json} ({@code bench/load --suite}): the method in words, then one row per workload with
 * its peak, as its peak search's own summary found it.
 *
 * @param kind       {@code suite}
 * @param startedAt  when the suite started (ISO-8601)
 * @param finishedAt when it ended
 * @param machine    the machine it ran on
 * @param suite      the method
 * @param settings   the load tool's settings in words
 * @param passed     whether every run is a result
 * @param status     the launcher's exit status
 * @param runs       one per workload run, in order
 * @param profile    the peak levels' profiles together ({@code --profile})
 */
public record SuiteSummary(String kind, String startedAt, String finishedAt, MachineFacts machine, Method suite,
        String settings, boolean passed, int status, List<Row> runs,
        @JsonInclude(JsonInclude.Include.NON_NULL) ProfileEntry profile) implements SummaryDocument {

    public static final String KIND = "suite";

    /**
     * The suite as it was run.
     *
     * @param name      what {@code --suite} calls it
     * @param title     the method's name
     * @param origin    who published it
     * @param method    the method in words
     * @param findPeak  the peak search's rule with the settings in force
     * @param workloads the workloads run
     * @param reset     whether Trade was reset first
     */
    public record Method(String name, String title, String origin, String method, String findPeak,
            List<String> workloads, boolean reset) {
    }

    /**
     * One workload's peak search; without its summary (it failed before writing one), only its name, folder and
     * status.
     *
     * @param workload  the workload
     * @param folder    its peak search's folder, relative to the suite's
     * @param status    the launcher's exit status for it
     * @param peakUsers the peak's users (null: no peak)
     * @param peak      the peak level's statistics (null: no peak)
     * @param levels    levels run
     * @param checks    whether its run check ran and passed
     * @param profile   its peak level's profile
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(String workload, @JsonInclude(JsonInclude.Include.ALWAYS) String folder, int status,
            Integer peakUsers, GatlingSummary.Row peak, Integer levels, RunCheckResult checks, ProfileEntry profile) {
    }
}
