package org.bourse.bench.results;

import java.util.List;
import java.util.Map;

import org.bourse.bench.gatling.GatlingTimeline;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.machine.CpuPoint;
import org.bourse.bench.machine.JvmFacts;
import org.bourse.bench.machine.MachineFacts;
import org.bourse.bench.machine.Topology;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.server.ServerSettings;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A comparison's {@code summary.json} ({@code bench/compare}): both targets as they ran, the load, each target's
 * warm-up, every measured run, and the medians with the B/A ratios. Written once the comparison ends, however it
 * ended: what was not reached is absent.
 *
 * @param kind                {@code compare}
 * @param name                the comparison's folder
 * @param startedAt           when it started (ISO-8601)
 * @param workload            the workload's name
 * @param workloadDescription the workload in one line
 * @param machine             the machine it ran on
 * @param targets             {@code A} and {@code B}
 * @param load                the load, the same for both
 * @param rounds              rounds run
 * @param order               the order of the runs ({@code A B B A …})
 * @param warmup              each target's warm-up
 * @param failure             why the comparison stopped (a failed warm-up)
 * @param runs                every measured run, in order
 * @param profile             each target's profile ({@code --profile})
 * @param medians             each target's medians over its usable runs
 * @param ratio               the B/A ratios (null: no round had both runs usable)
 * @param finishedAt          when it ended
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CompareSummary(String kind, String name, String startedAt, String workload, String workloadDescription,
        MachineFacts machine, Map<String, Target> targets, Load load, Integer rounds, List<String> order,
        Map<String, Warmup> warmup, String failure, List<Run> runs, Map<String, ProfileEntry> profile,
        Map<String, Medians> medians, @JsonInclude(JsonInclude.Include.ALWAYS) Ratios ratio, String finishedAt)
        implements SummaryDocument {

    public static final String KIND = "compare";

    /** The same, ended at this instant (ISO-8601). */
    public CompareSummary finished(String at) {
        return new CompareSummary(kind, name, startedAt, workload, workloadDescription, machine, targets, load, rounds,
                order, warmup, failure, runs, profile, medians, ratio, at);
    }

    /** A target's entry, or null. */
    public Target target(String which) {
        return targets == null ? null : targets.get(which);
    }

    /**
     * One side: how it ran, on which CPUs, with which JVM and settings, in which containers, and its run check.
     *
     * @param label    its name in the report
     * @param url      its base URL
     * @param protocol what the load spoke to it
     * @param started  whether bench/compare started it
     * @param command  the command it was started with (empty: running already)
     * @param pids     its processes (CPU counted)
     * @param cgroups  its cgroups (CPU counted)
     * @param cpus     the CPUs its JVM may run on
     * @param jvm      its JVM
     * @param topology its containers
     * @param log      its log, relative to the comparison's folder
     * @param settings the settings it reported
     * @param checks   its run check, after a Trade workload
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Target(String label, String url, String protocol, Boolean started, List<String> command,
            List<Long> pids, List<String> cgroups, String cpus, JvmFacts jvm, Topology topology, String log,
            ServerSettings settings, RunCheckResult checks) {

        public Target withSettings(ServerSettings read) {
            return new Target(label, url, protocol, started, command, pids, cgroups, cpus, jvm, topology, log, read,
                    checks);
        }

        public Target withChecks(RunCheckResult result) {
            return new Target(label, url, protocol, started, command, pids, cgroups, cpus, jvm, topology, log, settings,
                    result);
        }
    }

    /**
     * @param tool            the load tool
     * @param description     the load in words
     * @param users           users (connections)
     * @param method          saturation or think
     * @param rampSeconds     the ramp
     * @param durationSeconds each run's duration (the bound, with a count)
     * @param count           iterations per run (0: by duration)
     * @param thinkSeconds    the think time
     * @param cpus            the CPUs the load tool may run on
     * @param maxForeignCores a run with more foreign CPU is left out
     */
    public record Load(String tool, String description, int users, String method, long rampSeconds,
            long durationSeconds, long count, double thinkSeconds, String cpus, double maxForeignCores) {
    }

    /**
     * Slices of load until throughput is steady or the bound is reached.
     *
     * @param slices       each slice
     * @param failure      why the warm-up failed (a slice had failed requests)
     * @param steady       whether it became steady
     * @param seconds      how long it took
     * @param boundSeconds its bound
     * @param minSeconds   its least
     * @param sliceSeconds each slice's length
     * @param rule         what steady means, in words
     */
    public record Warmup(List<Slice> slices, @JsonInclude(JsonInclude.Include.NON_NULL) String failure,
            boolean steady, long seconds, long boundSeconds, long minSeconds, long sliceSeconds, String rule) {
    }

    /** One slice of a warm-up. */
    public record Slice(int slice, double throughput, long requests, long errors) {
    }

    /**
     * One measured run.
     *
     * @param target             A or B
     * @param round              its round
     * @param requests           requests completed
     * @param errors             those that failed
     * @param throughput         requests per second
     * @param p50                median response time, ms
     * @param p99                99th percentile, ms
     * @param cpuPerRequestUs    the target's CPU per request, µs (null: its CPU is unknown, or no request)
     * @param rssMb              the target's peak resident memory (null: unknown)
     * @param seconds            the run's length
     * @param targetCores        the target's CPU, cores
     * @param loadCores          the load tool's CPU, cores
     * @param foreignCores       busy CPU no one of them accounts for
     * @param stealCores         CPU the hypervisor took
     * @param excluded           why the run counts for nothing (null: usable)
     * @param errorMessages      Gatling's error messages with their counts
     * @param latencyPercentiles response time percentiles by name (ms)
     * @param timeline           one point per second
     * @param cpuTimeline        the CPU per second
     * @param gatlingReport      Gatling's report, relative to the comparison's folder
     * @param openModel          the open model's rates and full-histogram response times ({@code --rate}; its p50
     *                           and p99 are the run's then)
     */
    public record Run(String target, int round, long requests, long errors, double throughput, long p50, long p99,
            Double cpuPerRequestUs, Long rssMb, double seconds, double targetCores, double loadCores,
            double foreignCores, double stealCores, String excluded, List<String> errorMessages,
            Map<String, Long> latencyPercentiles, List<GatlingTimeline.Point> timeline, List<CpuPoint> cpuTimeline,
            String gatlingReport, @JsonInclude(JsonInclude.Include.NON_NULL) OpenModelFigures openModel) {

        /** Whether it counts for the medians and the ratios. */
        public boolean usable() {
            return excluded == null;
        }
    }

    /**
     * A target's medians over its usable runs (null: no usable run measured it).
     *
     * @param runs usable runs
     * @param p999 the 99.9th percentile, ms, from the open model's full histograms (null: the closed model)
     */
    public record Medians(int runs, Double throughput, Double p50, Double p99, Double cpuPerRequestUs, Double rssMb,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double p999) {
    }

    /**
     * @param throughput      B/A of throughput
     * @param cpuPerRequestUs B/A of CPU per request (null: not measured on both)
     */
    public record Ratios(Ratio throughput, @JsonInclude(JsonInclude.Include.NON_NULL) Ratio cpuPerRequestUs) {
    }

    /**
     * B/A taken round by round.
     *
     * @param median its median
     * @param min    its lowest round
     * @param max    its highest round
     * @param spread highest − lowest
     * @param rounds each round's
     */
    public record Ratio(double median, double min, double max, double spread, List<RoundRatio> rounds) {
    }

    /** One round's B/A. */
    public record RoundRatio(int round, double ratio) {
    }
}
