package org.bourse.bench.results;

import java.util.List;

import org.bourse.bench.profile.ProfileEntry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The {@code summary.json} of a rate search ({@code bench/load --find-rate}): every rate tried, in the order
 * tried, and the highest that met the bound.
 *
 * @param kind        {@code rate-search}
 * @param workload    the workload's name
 * @param bound       the bound, as given ({@code p99<=100ms})
 * @param highestRate the highest rate that met it, arrivals per second (null: none did)
 * @param outcome     how the search ended, in words
 * @param levels      every rate tried
 * @param profile     the server's profile ({@code --profile}: over the whole search)
 * @param checks      the run check, after a Trade workload
 * @param verdict     both verdicts, after a checked Trade workload
 */
public record RateSearchSummary(String kind, String workload, String bound, Double highestRate, String outcome,
        List<Level> levels, @JsonInclude(JsonInclude.Include.NON_NULL) ProfileEntry profile,
        @JsonInclude(JsonInclude.Include.NON_NULL) RunCheckResult checks,
        @JsonInclude(JsonInclude.Include.NON_NULL) Verdict verdict) implements LoadSummary {

    public static final String KIND = "rate-search";

    @Override
    public RateSearchSummary withProfile(ProfileEntry entry) {
        return new RateSearchSummary(kind, workload, bound, highestRate, outcome, levels, entry, checks, verdict);
    }

    @Override
    public RateSearchSummary withChecks(RunCheckResult result) {
        return new RateSearchSummary(kind, workload, bound, highestRate, outcome, levels, profile, result, verdict);
    }

    @Override
    public RateSearchSummary withVerdict(Verdict both) {
        return new RateSearchSummary(kind, workload, bound, highestRate, outcome, levels, profile, checks, both);
    }

    /**
     * One rate tried.
     *
     * @param askedRate    arrivals per second asked
     * @param achievedRate arrivals per second that came, while the rate was held (0: none)
     * @param requests     requests sent (ramp included)
     * @param failed       of those, failed
     * @param lateArrivals arrivals that started late (the generator fell behind)
     * @param p50          ms, all responses at the held rate (-1: none)
     * @param p90          ms
     * @param p99          ms
     * @param p999         ms
     * @param max          ms
     * @param met          whether it met the bound
     * @param folder       its run's folder, relative to the search's
     */
    public record Level(double askedRate, double achievedRate, long requests, long failed, long lateArrivals, long p50,
            long p90, long p99, long p999, long max, boolean met, String folder) {
    }
}
