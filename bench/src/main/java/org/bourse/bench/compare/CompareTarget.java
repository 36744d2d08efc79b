package org.bourse.bench.compare;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.bourse.bench.machine.Cgroups;
import org.bourse.bench.machine.CpuGroup;
import org.bourse.bench.machine.JvmInfo;
import org.bourse.bench.machine.Machine;
import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.machine.ServerPid;
import org.bourse.bench.machine.Topology;
import org.bourse.bench.results.CompareSummary;
import org.bourse.bench.simulation.RunSettings;
import org.bourse.bench.server.LoopbackTrust;

/**
 * One side of a comparison while it runs: a server compare started (pinned to the server CPUs with
 * {@code taskset}, in a folder of its own so an embedded database is its own too), or one that was
 * running already. Either way, the processes (and cgroups: containers) whose CPU and memory count as the
 * target's, and what its containers are when it said ({@link Topology}).
 */
final class CompareTarget implements AutoCloseable {

    /** How long a started server may take to answer its first ping (a first start populates its database). */
    static final Duration READY_WITHIN = Duration.ofMinutes(10);
    private static final Duration STOP_WITHIN = Duration.ofMinutes(2);

    private final TargetSpec spec;
    private final String url;
    private final Process process;
    private final List<String> command;
    private final Path log;
    private final Cgroups cgroups;
    private final Topology topology;

    private CompareTarget(TargetSpec spec, String url, Process process, List<String> command, Path log) {
        this.spec = spec;
        this.url = url;
        this.process = process;
        this.command = command;
        this.log = log;
        // both read before any load: a cgroup without CPU accounting or an unreadable file stops the run here
        this.cgroups = Cgroups.of(spec.cgroups());
        this.topology = spec.topology() == null ? null : Topology.read(spec.topology());
    }

    static CompareTarget open(TargetSpec spec, Path folder, String serverCpus) throws IOException {
        if (!spec.started()) {
            CompareTarget running = new CompareTarget(spec, spec.url(), null, List.of(), null);
            awaitAnswer(spec.url(), null, Duration.ofMinutes(1));
            return running;
        }
        if (!Files.isRegularFile(spec.jar())) {
            throw new IllegalArgumentException("target " + spec.name() + ": no jar " + spec.jar()
                    + " (build it: ./mvnw -B -q -pl app -am package -DskipTests, or give --" + spec.name().toLowerCase()
                    + "-jar)");
        }
        int port = spec.port() > 0 ? spec.port() : freePort();
        Path dir = Files.createDirectories(folder.resolve(spec.name()).resolve("server"));
        List<String> command = new ArrayList<>();
        if (serverCpus != null) {
            command.addAll(List.of("taskset", "-c", serverCpus));
        }
        command.add(javaCommand(spec.java()));
        command.addAll(spec.jvmOptions());
        command.addAll(List.of("-jar", spec.jar().toAbsolutePath().toString(), "--server.port=" + port,
                "--server.address=127.0.0.1"));
        command.addAll(spec.arguments());
        Path log = dir.resolve("server.log");
        // taskset execs the JVM: the process started is the server itself.
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        String url = (spec.https() ? "https" : "http") + "://127.0.0.1:" + port;
        CompareTarget target = new CompareTarget(spec, url, p, command, log);
        try {
            awaitAnswer(url + "/primitive/ping", p, READY_WITHIN);
        } catch (IOException | RuntimeException e) {
            target.close();
            throw new IOException("target " + spec.name() + " did not start: " + e.getMessage() + " (its log: " + log + ")");
        }
        return target;
    }

    /** Waits until the URL answers at all (a running server) or answers 200 (a started one's ping). */
    private static void awaitAnswer(String url, Process started, Duration within) throws IOException {
        HttpClient http = LoopbackTrust.client(url).connectTimeout(Duration.ofSeconds(10)).build();
        long deadline = System.nanoTime() + within.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (started != null && !started.isAlive()) {
                throw new IOException("the server exited with status " + started.exitValue());
            }
            try {
                HttpResponse<Void> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                        .GET().build(), HttpResponse.BodyHandlers.discarding());
                if (started == null || r.statusCode() == 200) {
                    return;
                }
                last = "status " + r.statusCode();
            } catch (IOException e) {
                last = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            pause();
        }
        throw new IOException(url + " gave " + last + " for " + within.toSeconds() + " s");
    }

    private static void pause() throws IOException {
        try {
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static String javaCommand(String java) {
        if (java == null) {
            // bench/compare passes the JDK ./bourse would start on; run otherwise, the JDK running compare
            return System.getProperty("bourse.bench.server-java",
                    Path.of(System.getProperty("java.home"), "bin", "java").toString());
        }
        Path p = Path.of(java);
        return Files.isDirectory(p) ? p.resolve("bin").resolve("java").toString() : java;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    String name() {
        return spec.name();
    }

    String url() {
        return url;
    }

    /** Whether the load speaks HTTP/2 to it. */
    boolean http2() {
        return spec.http2();
    }

    /** The processes named (--x-pid), or the one compare started: none for a server given by URL alone. */
    ProcessTree processes() {
        return new ProcessTree(process != null ? List.of(process.pid()) : spec.pids());
    }

    /**
     * Everything whose CPU counts as this target's: its processes and its cgroups (unknown: a running server
     * given without --x-pid or --x-cgroup).
     */
    CpuGroup cpu() {
        return CpuGroup.all(List.of(processes(), cgroups));
    }

    /** What the report says about this target: how it ran, on which CPUs, with which JVM, in which containers. */
    CompareSummary.Target describe() {
        List<Long> pids = processes().roots();
        // the server's JVM: the process named first, else the first JVM in its containers (a web node)
        Long jvm = !pids.isEmpty() ? pids.get(0) : null;
        if (jvm == null && !cgroups.unknown()) {
            try {
                jvm = ServerPid.jvmAmong(cgroups);
            } catch (IOException noJvm) {
                jvm = cgroups.pids().stream().findFirst().orElse(null);
            }
        }
        return new CompareSummary.Target(spec.label(), url, RunSettings.protocol(url, spec.http2()), process != null,
                command, pids, cgroups.unknown() ? null : cgroups.directories().stream().map(Path::toString).toList(),
                jvm == null ? null : Machine.allowedCpus(jvm), jvm == null ? null : JvmInfo.of(jvm), topology,
                log == null ? null : spec.name() + "/server/server.log", null, null);
    }

    @Override
    public void close() {
        if (process == null || !process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(STOP_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(STOP_WITHIN.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
