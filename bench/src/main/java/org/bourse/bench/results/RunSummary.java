package org.bourse.bench.results;

import java.util.List;
import java.util.Map;

import org.bourse.bench.gatling.GatlingTimeline;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.machine.CpuPoint;
import org.bourse.bench.machine.JvmFacts;
import org.bourse.bench.machine.MachineFacts;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.server.ServerSettings;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The {@code summary.json} of one {@code bench/load} run: Gatling's statistics, then what the report
 * discloses beside them ({@link RunDisclosure}), and what is added after the run.
 *
 * @param workload            the workload's name
 * @param settings            the run's settings in words
 * @param global              all requests
 * @param requests            one row per request name
 * @param errors              Gatling's error messages with their counts
 * @param kind                {@code load}
 * @param workloadDescription the workload in one line
 * @param startedAt           when the run started (ISO-8601)
 * @param finishedAt          when it ended
 * @param machine             the machine it ran on ({@link org.bourse.bench.machine.Machine#describe()})
 * @param server              the server loaded
 * @param load                the load tool
 * @param timeline            one point per second
 * @param latencyPercentiles  response time percentiles (ms) by name: min, 50, 75, 95, 99, max
 * @param cpu                 the CPU seen during the run
 * @param orderLatency        the order latency, when orders came back open (async, broker)
 * @param openModel           the open model's rates and full-histogram response times ({@code --rate})
 * @param profile             the server's profile ({@code --profile})
 * @param checks              the run check, after a Trade run
 * @param verdict             both verdicts, after a checked Trade run
 */
public record RunSummary(String workload, String settings, GatlingSummary.Row global, List<GatlingSummary.Row> requests,
        List<String> errors, String kind, String workloadDescription, String startedAt, String finishedAt,
        MachineFacts machine, Server server, LoadTool load, List<GatlingTimeline.Point> timeline,
        Map<String, Long> latencyPercentiles, Cpu cpu,
        @JsonInclude(JsonInclude.Include.NON_NULL) OrderLatencies.Stats orderLatency,
        @JsonInclude(JsonInclude.Include.NON_NULL) OpenModelFigures openModel,
        @JsonInclude(JsonInclude.Include.NON_NULL) ProfileEntry profile,
        @JsonInclude(JsonInclude.Include.NON_NULL) RunCheckResult checks,
        @JsonInclude(JsonInclude.Include.NON_NULL) Verdict verdict) implements LoadSummary {

    @Override
    public RunSummary withProfile(ProfileEntry entry) {
        return new RunSummary(workload, settings, global, requests, errors, kind, workloadDescription, startedAt,
                finishedAt, machine, server, load, timeline, latencyPercentiles, cpu, orderLatency, openModel, entry,
                checks, verdict);
    }

    @Override
    public RunSummary withChecks(RunCheckResult result) {
        return new RunSummary(workload, settings, global, requests, errors, kind, workloadDescription, startedAt,
                finishedAt, machine, server, load, timeline, latencyPercentiles, cpu, orderLatency, openModel, profile,
                result, verdict);
    }

    @Override
    public RunSummary withVerdict(Verdict both) {
        return new RunSummary(workload, settings, global, requests, errors, kind, workloadDescription, startedAt,
                finishedAt, machine, server, load, timeline, latencyPercentiles, cpu, orderLatency, openModel, profile,
                checks, both);
    }

    /**
     * The server loaded; its processes' entries only when they were named ({@code --server-pid}, or found for
     * {@code --profile}).
     *
     * @param url             its base URL
     * @param protocol        what the load spoke
     * @param settings        the settings it reported ({@link ServerSettings})
     * @param pids            its processes
     * @param cpus            the CPUs it may run on
     * @param jvm             its JDK, flags and version ({@link org.bourse.bench.machine.JvmInfo})
     * @param cpuPerRequestUs its CPU per request, µs (absent when no request completed)
     * @param rssMb           its peak resident memory, MB
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Server(String url, String protocol, ServerSettings settings, List<Long> pids, String cpus,
            JvmFacts jvm, Double cpuPerRequestUs, Long rssMb) {
    }

    /**
     * @param tool        the load tool
     * @param description the load in words
     * @param cpus        the CPUs it may run on
     */
    public record LoadTool(String tool, String description, String cpus) {
    }

    /**
     * @param stealCores cores the hypervisor took, on average
     * @param timeline   the CPU per second ({@link org.bourse.bench.machine.CpuSampler.Window#timeline()})
     */
    public record Cpu(double stealCores, List<CpuPoint> timeline) {
    }
}
