package org.bourse.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@code bench/compare}: the two targets ({@code --a-…}, {@code --b-…}), how rounds and
 * the warm-up go, and everything else as for {@code bench/load} (workload, users, duration…).
 */
final class CompareOptions {

    final TargetSpec.Builder a = new TargetSpec.Builder("A");
    final TargetSpec.Builder b = new TargetSpec.Builder("B");
    int rounds = 3;
    int warmupSlice = 10;
    int warmupMax = 300;
    int warmupMin = 0;
    int steadyWindow = 3;
    double steadyTolerance = 5;
    double maxForeign = 0.25;
    String serverCpus = "0";
    boolean pin = true;
    String name;
    LoadOptions load;

    static CompareOptions parse(String... arguments) throws IOException {
        CompareOptions o = new CompareOptions();
        List<String> rest = new ArrayList<>();
        Arguments args = new Arguments(arguments);
        while (args.next()) {
            String a = args.name();
            if (a.equals("--no-pin")) {
                o.pin = false;
                continue;
            }
            TargetSpec.Builder target = a.startsWith("--a-") ? o.a : a.startsWith("--b-") ? o.b : null;
            if (target != null && target.flag(a.substring(4))) {
                continue;
            }
            if (a.equals("--url")) {
                throw new IllegalArgumentException("bench/compare takes --a-url and --b-url (or --a-jar… to start"
                        + " them), not --url");
            }
            boolean mine = a.startsWith("--a-") || a.startsWith("--b-") || List.of("--rounds", "--warmup-slice",
                    "--warmup-max", "--warmup-min", "--steady-window", "--steady-tolerance", "--max-foreign", "--server-cpus",
                    "--name").contains(a);
            if (mine) {
                o.set(a, args.value());
            } else {
                // bench/load's, parsed by it
                rest.add(args.given());
            }
        }
        // checked once all are read: either may come first
        if (o.warmupMin < 0 || o.warmupMin > o.warmupMax) {
            throw new IllegalArgumentException("--warmup-min must be between 0 and --warmup-max (" + o.warmupMax + " s)");
        }
        o.load = LoadOptions.parse(rest.toArray(String[]::new));
        return o;
    }

    private void set(String option, String v) {
        if (option.startsWith("--a-") || option.startsWith("--b-")) {
            TargetSpec.Builder t = option.startsWith("--a-") ? a : b;
            if (!t.set(option.substring(4), v)) {
                throw new IllegalArgumentException("unknown option " + option + " (see --help)");
            }
            return;
        }
        try {
            switch (option) {
                case "--rounds" -> rounds = Integer.parseInt(v);
                case "--warmup-slice" -> warmupSlice = Integer.parseInt(v);
                case "--warmup-max" -> warmupMax = Integer.parseInt(v);
                case "--warmup-min" -> warmupMin = Integer.parseInt(v);
                case "--steady-window" -> steadyWindow = Integer.parseInt(v);
                case "--steady-tolerance" -> steadyTolerance = Double.parseDouble(v);
                case "--max-foreign" -> maxForeign = Double.parseDouble(v);
                case "--server-cpus" -> serverCpus = v;
                case "--name" -> name = v;
                default -> throw new IllegalArgumentException("unknown option " + option);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a number, not '" + v + "'");
        }
        if (rounds < 3) {
            throw new IllegalArgumentException("--rounds must be at least 3: fewer cannot show a spread");
        }
        if (warmupSlice < 1 || warmupMax < 0) {
            throw new IllegalArgumentException("--warmup-slice must be at least 1 s and --warmup-max not negative");
        }
    }

    Steadiness steadiness() {
        return new Steadiness(steadyWindow, steadyTolerance / 100);
    }

    TargetSpec target(TargetSpec.Builder t) {
        return t.build(load.home.resolve("app").resolve("target").resolve("bourse.jar"), load.http2);
    }

    /** Which of A and B runs when: A B, then B A, then A B…: each round reverses the order of the last. */
    List<String> order() {
        List<String> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            order.addAll(r % 2 == 0 ? List.of("A", "B") : List.of("B", "A"));
        }
        return order;
    }

    static String help() {
        return """
                Usage: bench/compare WORKLOAD --a-… --b-… [options]
                Compares two servers, or two ways to start one, on one workload of the load kit, interleaved:
                a warm-up of each until its throughput is steady, then rounds A B, B A, A B… (at least 3), the
                same load each time. Per run: throughput, p50/p99, errors, the server's CPU per request (every
                process of the target, from /proc, or every container, from its cgroup), its RSS, and the
                machine's CPU that neither target nor the load generator used (foreign). A run with errors or too much foreign CPU is marked and left out
                of the ratio. Writes bench/results/compare-<workload>-<UTC time>/: summary.json, summary.md
                and report.html (the full disclosure report). Exit status as bench/load; 4 when no round had
                both runs usable. See docs/benchmarks.md, "Comparing two servers".

                Targets (X is a or b):
                  --X-url URL           a running server (any server with the http workload):
                                        http://HOST:PORT or https://HOST:PORT (as bench/load's --url)
                  --X-pid PID[,PID]     its processes, whose CPU counts (children included); without them
                                        CPU per request is not measured
                  --X-cgroup PATH       a cgroup of it, e.g. a container's (repeatable): its directory, or
                                        the path podman inspect's CgroupPath and /proc/PID/cgroup give, under
                                        /sys/fs/cgroup; every process in it counts, ended ones included
                                        (database backends, front-end workers)
                  --X-topology FILE     its containers, as JSON (layout, engine, nodes: name, service, image,
                                        imageId, imageRevision, cpuset, cpuLimit, memoryLimitMb), for the
                                        report; bench/scaleout/run.sh writes one
                  --X-jar JAR           start this jar (app/target/bourse.jar when only other --X- options
                                        describe how to start it)
                  --X-java JAVA         java command or JDK folder for it (the JDK ./bourse would use:
                                        JAVA_HOME, else the newest JDK 25+ installed; tuning/java.sh)
                  --X-jvm "OPTIONS"     its JVM options (repeatable)
                  --X-arg ARG           one server argument: a setting (--server.tomcat.threads.max=50),
                                        a listener mode (--spring.profiles.active=front-ended)… (repeatable)
                  --X-port N            its port (a free one)
                  --X-https             the started server serves TLS on its port (its --X-arg switch it
                                        on: --spring.profiles.active=tls, or Spring Boot's server.ssl.*):
                                        compare reaches it at https://127.0.0.1:PORT; two started with the
                                        tls profile need a plain-HTTP port each (--X-arg
                                        --bourse.listener.http-port=N)
                  --X-http2             load this target over HTTP/2 (needs https); --http2 loads both
                  --X-label TEXT        its name in the report (A, B)
                A started server runs in its own folder under the run's (its H2 database too), pinned with
                taskset to --server-cpus; the load generator runs on the CPUs bench/compare was given
                (bench/compare pins it to CPU 1 unless LOAD_CPUS says otherwise).

                Options (default):
                  --rounds N            rounds of A and B (3, at least 3)
                  --warmup-slice S      seconds of one warm-up slice (10)
                  --warmup-max S        longest warm-up of each target; a warm-up that ends unsteady is said
                                        so in the report (300)
                  --warmup-min S        shortest warm-up of each target, steady or not (0): a JIT that is still
                                        compiling can hold throughput flat for a few slices
                  --steady-window N     slices that must agree for throughput to be steady (3)
                  --steady-tolerance P  percent they may differ by (5)
                  --max-foreign C       a run during which other programs used more than C cores of CPU is
                                        left out of the ratio (0.25)
                  --server-cpus LIST    CPUs of the started servers, taskset's syntax (0)
                  --no-pin              start the servers without taskset
                  --name NAME           the run folder's name (compare-<workload>-<UTC time>)
                Load options are bench/load's (bench/load --help): --users, --duration (30 here), --ramp (0
                here), --method, --think, --count, --http2, --trade-users, --quotes, --admin-password, --reset,
                --no-checks, --results, --path / --request (the http workload), and --profile (--profiler,
                --profile-interval): each target's server profiled during its measured runs only, every run
                into its own profile/, and each target's runs together into profile/A and profile/B (its JVM:
                among --X-pid's processes, the one compare started, else the one listening on --X-url's port).
                """;
    }
}
