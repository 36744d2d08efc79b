package org.bourse.bench.load;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import org.bourse.bench.gatling.GatlingRunner;
import org.bourse.bench.gatling.GatlingTimeline;
import org.bourse.bench.gatling.Measurement;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.JvmInfo;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.machine.ProcStat;
import org.bourse.bench.results.RunSummary;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.server.ServerSettings;

/**
 * What {@code summary.json} of a single {@code bench/load} run holds besides the statistics, for its report:
 * the machine, the server and the settings it reported, the load tool, the per-second series and the CPU
 * seen during the run (the load generator's, and the rest of the machine's: the server's too when it is
 * local).
 */
final class RunDisclosure {

    private RunDisclosure() {
    }

    /** The run's summary: its statistics and all it discloses, before any profile, run check or verdict. */
    static RunSummary of(Workload w, RunSettings settings, Measurement level, CpuSampler.Window window, LoadOptions o,
            Instant started, OrderLatencies.Stats orderLatency, OpenModelFigures openModel) throws IOException {
        GatlingSummary s = level.summary();
        GatlingTimeline.Series series = GatlingTimeline.read(level.report());
        return new RunSummary(s.workload(), s.settings(), s.global(), s.requests(), s.errors(), "load",
                w.description(), started.toString(), Instant.now().toString(), Machine.describe(),
                server(settings, s, window, o),
                new RunSummary.LoadTool("Gatling (bench/load)", GatlingRunner.describe(settings),
                        Machine.allowedCpus(ProcessHandle.current().pid())),
                series.timeline(), series.percentiles(),
                new RunSummary.Cpu(window.stealCores(), window.timeline()), orderLatency, openModel, null, null, null);
    }

    private static RunSummary.Server server(RunSettings settings, GatlingSummary s, CpuSampler.Window window, LoadOptions o) {
        if (o.serverPids().isEmpty()) {
            return new RunSummary.Server(settings.url(), settings.protocol(), ServerSettings.read(settings.url(),
                    o.admin()), null, null, null, null, null);
        }
        List<Long> pids = o.serverPids();
        long requests = s.global().count();
        long ticks = window.cpuTicks().get("server");
        return new RunSummary.Server(settings.url(), settings.protocol(), ServerSettings.read(settings.url(), o.admin()),
                pids, Machine.allowedCpus(pids.get(0)), JvmInfo.of(pids.get(0)), requests == 0 ? null
                        : Math.round(ticks * (1e6 / ProcStat.TICKS_PER_SECOND) / requests * 10) / 10.0,
                window.peakRssKb().get("server") / 1024);
    }
}
