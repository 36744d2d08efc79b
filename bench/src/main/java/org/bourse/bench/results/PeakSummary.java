package org.bourse.bench.results;

import java.util.List;

import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.simulation.OrderLatencies;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The {@code summary.json} of a peak search ({@link PeakSearch}): every level, and the peak.
 *
 * @param workload  the workload's name
 * @param peakUsers the peak's users (null: the last level had failed requests, no peak)
 * @param peak      the peak level's statistics, all requests (null: no peak)
 * @param levels    every level, in order
 * @param profile   the peak level's profile ({@code --profile})
 * @param checks    the run check, after a Trade workload
 * @param verdict   both verdicts, after a checked Trade workload
 */
public record PeakSummary(String workload, Integer peakUsers, GatlingSummary.Row peak, List<Level> levels,
        @JsonInclude(JsonInclude.Include.NON_NULL) ProfileEntry profile,
        @JsonInclude(JsonInclude.Include.NON_NULL) RunCheckResult checks,
        @JsonInclude(JsonInclude.Include.NON_NULL) Verdict verdict) implements LoadSummary {

    @Override
    public PeakSummary withProfile(ProfileEntry entry) {
        return new PeakSummary(workload, peakUsers, peak, levels, entry, checks, verdict);
    }

    @Override
    public PeakSummary withChecks(RunCheckResult result) {
        return new PeakSummary(workload, peakUsers, peak, levels, profile, result, verdict);
    }

    @Override
    public PeakSummary withVerdict(Verdict both) {
        return new PeakSummary(workload, peakUsers, peak, levels, profile, checks, both);
    }

    /**
     * One level of the search.
     *
     * @param users        its users (connections)
     * @param global       all its requests
     * @param requests     one row per request name
     * @param report       Gatling's report folder, relative to the search's (null: no request completed)
     * @param orderLatency the order latency, when orders came back open
     */
    public record Level(int users, GatlingSummary.Row global, List<GatlingSummary.Row> requests, String report,
            @JsonInclude(JsonInclude.Include.NON_NULL) OrderLatencies.Stats orderLatency) {
    }
}
