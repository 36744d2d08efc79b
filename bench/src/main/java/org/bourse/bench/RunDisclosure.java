package org.bourse.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.bourse.bench.machine.CpuSampler;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.machine.ProcStat;

/**
 * What {@code summary.json} of a single {@code bench/load} run holds besides the statistics, for its report:
 * the machine, the server and the settings it reported, the load tool, the per-second series and the CPU
 * seen during the run (the load generator's, and the rest of the machine's: the server's too when it is
 * local).
 */
final class RunDisclosure {

    private RunDisclosure() {
    }

    static void add(Path json, Workload w, RunSettings settings, Load.Level level, CpuSampler.Window window,
            LoadOptions o, Instant started) throws IOException {
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = Summary.JSON.readValue(json.toFile(), LinkedHashMap.class);
        doc.put("kind", "load");
        doc.put("workloadDescription", w.description());
        doc.put("startedAt", started.toString());
        doc.put("finishedAt", Instant.now().toString());
        doc.put("machine", Machine.describe());
        Map<String, Object> server = new LinkedHashMap<>();
        server.put("url", settings.url());
        server.put("protocol", settings.protocol());
        server.put("settings", ServerSettings.read(settings.url(), o.adminUser, o.adminPassword));
        if (!o.serverPids.isEmpty()) {
            server.put("pids", o.serverPids);
            server.put("cpus", Machine.allowedCpus(o.serverPids.get(0)));
            server.put("jvm", JvmInfo.of(o.serverPids.get(0)));
            long requests = level.summary().global().count();
            long ticks = window.cpuTicks().get("server");
            server.put("cpuPerRequestUs", requests == 0 ? null
                    : Math.round(ticks * (1e6 / ProcStat.TICKS_PER_SECOND) / requests * 10) / 10.0);
            server.put("rssMb", window.peakRssKb().get("server") / 1024);
        }
        doc.put("server", server);
        Map<String, Object> load = new LinkedHashMap<>();
        load.put("tool", "Gatling (bench/load)");
        load.put("description", GatlingRunner.describe(settings));
        load.put("cpus", Machine.allowedCpus(ProcessHandle.current().pid()));
        doc.put("load", load);
        doc.put("timeline", GatlingTimeline.read(level.report()));
        doc.put("latencyPercentiles", GatlingTimeline.percentiles(level.report()));
        Map<String, Object> cpu = new LinkedHashMap<>();
        cpu.put("stealCores", window.stealCores());
        cpu.put("timeline", window.timeline());
        doc.put("cpu", cpu);
        Summary.JSON.writeValue(json.toFile(), doc);
    }
}
