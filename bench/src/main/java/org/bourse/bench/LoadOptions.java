package org.bourse.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.http.RawRequest;
import org.bourse.bench.profile.Profiler;

/**
 * The command line of {@code bench/load}, parsed. Unset numbers are -1 and take the workload's default.
 */
final class LoadOptions {

    final List<String> workloads = new ArrayList<>();
    String url = "http://127.0.0.1:8080";
    Methodology method = Methodology.SATURATION;
    int users = -1;
    int ramp = -1;
    int duration = -1;
    long count;
    double think = 1.0;
    /** Seconds a Trade journey waits for an order that came back open to be completed (async, broker modes). */
    double orderWait = 10.0;
    boolean findPeak;
    int peakStart = -1;
    double peakFactor = 2.0;
    int peakMax = 100_000;
    double peakGain = 5.0;
    int tradeUsers = 15_000;
    int quotes = 10_000;
    String adminUser = "admin";
    String adminPassword = System.getenv("BOURSE_ADMIN_PASSWORD");
    /** Where the admin password came from, when not from the environment or the command line. */
    String adminPasswordFrom;
    /** Whether {@code --url} was given (else the default is probed and named before anything runs). */
    boolean urlGiven;
    boolean checks = true;
    boolean reset;
    /** HTTP/2 over TLS instead of HTTP/1.1 ({@code --http2}). */
    boolean http2;
    Path home = Path.of(System.getProperty("bourse.bench.home", "."));
    Path results;
    Path requests;
    String path;
    Path requestFile;
    int expectStatus = 200;
    final List<Long> serverPids = new ArrayList<>();
    boolean help;
    boolean list;
    boolean profile;
    Profiler.Kind profiler = Profiler.Kind.AUTO;
    int profileIntervalMs = (int) Profiler.INTERVAL.toMillis();
    String suite;

    /** The profiler {@code --profile}, {@code --profiler} and {@code --profile-interval} ask for. */
    Profiler profiler(java.util.function.Consumer<String> notes) {
        return new Profiler(profiler, Duration.ofMillis(profileIntervalMs), notes);
    }

    static LoadOptions parse(String... args) throws IOException {
        LoadOptions o = new LoadOptions();
        Arguments a = new Arguments(args);
        while (a.next()) {
            switch (a.name()) {
                case "-h", "--help" -> o.help = true;
                case "--list" -> o.list = true;
                case "--find-peak" -> o.findPeak = true;
                case "--no-checks" -> o.checks = false;
                case "--reset" -> o.reset = true;
                case "--profile" -> o.profile = true;
                case "--http2" -> o.http2 = true;
                default -> {
                    if (a.name().startsWith("-")) {
                        o.set(a.name(), a.value());
                    } else {
                        o.workloads.add(a.name());
                    }
                }
            }
        }
        if ((o.adminPassword == null || o.adminPassword.isEmpty()) && Files.isReadable(o.storedPasswordFile())) {
            // The password a first ./bourse generated and stored: same checkout, same data directory.
            o.adminPassword = Files.readString(o.storedPasswordFile(), StandardCharsets.UTF_8).strip();
            o.adminPasswordFrom = o.storedPasswordFile().toString();
        }
        return o;
    }

    /** Where {@code ./bourse} of this checkout keeps a generated admin password (bourse.admin.password-file). */
    Path storedPasswordFile() {
        String file = System.getProperty("bourse.bench.admin-password-file");
        return file != null ? Path.of(file) : home.resolve("data/admin-password");
    }

    private void set(String option, String v) {
        switch (option) {
            case "--url" -> {
                url = ServerUrl.check(option, v);
                urlGiven = true;
            }
            case "--method" -> method = Methodology.of(v);
            case "--users", "--connections", "-c", "-u" -> users = positive(option, v);
            case "--ramp" -> ramp = nonNegative(option, v);
            case "--duration", "-d" -> duration = positive(option, v);
            case "--count", "-n" -> count = positive(option, v);
            case "--think" -> think = Double.parseDouble(v);
            case "--order-wait" -> orderWait = seconds(option, v);
            case "--peak-start" -> peakStart = positive(option, v);
            case "--peak-factor" -> peakFactor = Double.parseDouble(v);
            case "--peak-max" -> peakMax = positive(option, v);
            case "--peak-gain" -> peakGain = Double.parseDouble(v);
            case "--trade-users" -> tradeUsers = positive(option, v);
            case "--quotes" -> quotes = positive(option, v);
            case "--admin-user" -> adminUser = v;
            case "--admin-password" -> adminPassword = v;
            case "--home" -> home = Path.of(v);
            case "--results" -> results = Path.of(v);
            case "--requests" -> requests = Path.of(v);
            case "--path" -> path = v;
            case "--request" -> requestFile = Path.of(v);
            case "--expect-status" -> expectStatus = positive(option, v);
            case "--server-pid" -> {
                for (String p : v.split(",")) {
                    serverPids.add((long) positive(option, p.trim()));
                }
            }
            case "--profiler" -> {
                profiler = Profiler.Kind.of(v);
                profile = true;
            }
            case "--profile-interval" -> profileIntervalMs = positive(option, v);
            case "--suite" -> suite = v;
            default -> throw new IllegalArgumentException("unknown option " + option + " (see --help)");
        }
    }

    /** Seconds, with decimals, down to a millisecond. */
    private static double seconds(String option, String v) {
        try {
            double s = Double.parseDouble(v);
            if (!(s >= 0.001) || s > 3600) {
                throw new IllegalArgumentException(option + " takes seconds from 0.001 to 3600, not '" + v + "'");
            }
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes seconds from 0.001 to 3600, not '" + v + "'");
        }
    }

    private static int positive(String option, String v) {
        int n = nonNegative(option, v);
        if (n == 0) {
            throw new IllegalArgumentException(option + " must be at least 1");
        }
        return n;
    }

    private static int nonNegative(String option, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                throw new IllegalArgumentException(option + " must not be negative");
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a whole number, not '" + v + "'");
        }
    }

    /**
     * Refuses HTTP/2 over plain HTTP: Gatling speaks HTTP/2 only over TLS, where the handshake negotiates it.
     *
     * @param asked     the option that asked for HTTP/2 ({@code --http2}, {@code --a-http2}…)
     * @param urlOption the option that gave the server's URL
     */
    static void checkHttp2Url(String asked, String urlOption, String serverUrl) {
        if (!ServerUrl.https(serverUrl)) {
            throw new IllegalArgumentException(asked + " needs an https:// " + urlOption + ": Gatling speaks HTTP/2"
                    + " only over TLS, where the handshake negotiates it, not to " + serverUrl);
        }
    }

    /**
     * Refuses HTTP/2 with a new connection per request: the think method of the WSTest and http workloads
     * sends {@code Connection: close}, which HTTP/2 does not have.
     */
    void checkHttp2Connections(String asked, List<Workload> workloads) {
        for (Workload w : workloads) {
            if (!w.trade() && method == Methodology.THINK) {
                throw new IllegalArgumentException(asked + " cannot open a new connection per request (the think"
                        + " method of " + w.name() + "): HTTP/2 has no Connection: close");
            }
        }
    }

    /** Users (connections) when none are given: the published settings, or a start on this small box. */
    int users(Workload w) {
        if (users > 0) {
            return users;
        }
        return switch (w.name()) {
            case "trade-web" -> 100;
            case "scenario" -> 32;
            case "trade-soap" -> 16;
            default -> method == Methodology.THINK ? 1000 : 16;
        };
    }

    int ramp(Workload w) {
        if (ramp >= 0) {
            return ramp;
        }
        return users(w) >= 500 ? 20 : 5;
    }

    /** Seconds of full load (60), or with a count the most the run may take (600). */
    int duration() {
        return duration > 0 ? duration : count > 0 ? 600 : 60;
    }

    Path results() {
        return results != null ? results : home.resolve("bench").resolve("results");
    }

    Path requests() {
        return requests != null ? requests : home.resolve("bench").resolve("wstest").resolve("requests");
    }

    /** The request of the {@code http} workload: a raw request file, or a GET of a path. */
    RawRequest httpRequest() throws java.io.IOException {
        if (requestFile != null) {
            return RawRequest.read(requestFile, expectStatus);
        }
        if (path == null) {
            throw new IllegalArgumentException("the http workload needs --path PATH (a GET) or --request FILE");
        }
        return RawRequest.get(path, expectStatus);
    }

    RunSettings settings(Workload w, String runTag, Path folder) {
        Methodology m = w.name().startsWith("trade") || w.name().equals("scenario") ? Methodology.SATURATION : method;
        if (w.name().equals("trade-web")) {
            m = Methodology.THINK;
        }
        return new RunSettings(url, w.name(), m, users(w), Duration.ofSeconds(ramp(w)), Duration.ofSeconds(duration()),
                count, Duration.ofMillis(Math.round(think * 1000)), requests().toAbsolutePath().toString(), tradeUsers,
                quotes, runTag, folder.toAbsolutePath().toString(), Duration.ofMillis(Math.round(orderWait * 1000)),
                http2);
    }

    static String help() {
        StringBuilder b = new StringBuilder();
        b.append("""
                Usage: bench/load WORKLOAD... [options]
       bench/load --suite NAME [WORKLOAD...] [options]
                Runs a workload with Gatling against a running Bourse server and writes, under
                bench/results/<workload>-<UTC time>/: Gatling's HTML report (in a sub-folder), summary.json,
                summary.md and console.log. Several workloads run one after another, each in its own run and
                folder; `wstest` names all the WSTest ones. After every Trade run, failed requests or not,
                the server's run check says whether anything was lost. Exit 0: a result (no request failed,
                run check passed); 1: requests failed (or the count was not reached) and the run check, if
                any, passed; 3: the run check found a violation or could not run, failed requests or not;
                2: a bad command line. Stops at the first failure. See docs/benchmarks.md.

                Workloads (--list describes them):
                """);
        b.append("  ").append(String.join(" ", Workload.WSTEST)).append('\n');
        b.append("  trade-web scenario trade-soap\n  wstest (all of the WSTest ones)\n");
        b.append("  http (any server: --path P, or --request FILE)\n\n");
        b.append("""
                Options (default):
                  --url URL             server's base URL: http://HOST:PORT or https://HOST:PORT, the port
                                        written out, a path may follow (http://127.0.0.1:8080). Over https
                                        the load accepts any certificate; the kit's own requests, which
                                        carry the admin password, accept any from a loopback address (a
                                        self-signed one) and elsewhere only one the JDK trusts
                                        (-Djavax.net.ssl.trustStore in BENCH_JAVA_OPTS)
                  --http2               HTTP/2 instead of HTTP/1.1: needs an https:// --url (negotiated in
                                        the TLS handshake, ALPN); every response is checked to have come
                                        over HTTP/2; each user still has its own connection; not with the
                                        think method (a connection per request)
                  --users N             virtual users; for the closed workloads each is one connection
                  --connections N       the same as --users (WSTest saturation 16, think 1000; trade-web 100;
                                        scenario 32; trade-soap 16)
                  --method M            WSTest only: saturation (keep-alive, no think time) or think (1 s
                                        before each request, a new connection per request) (saturation)
                  --ramp S              seconds over which the users start (5; 20 from 500 users)
                  --duration S          seconds of full load after the ramp (60); with --count, the most the
                                        whole run may take (600)
                  --count N             end the run after N iterations instead of after a time: N requests
                                        (WSTest, scenario), N journeys (trade-soap) or N scripts (trade-web),
                                        shared by the users; fails if they are not done within --duration
                  --think S             think time in seconds, think method and trade-web (1)
                  --order-wait S        trade-soap, trade-web: when a buy comes back open (async or broker
                                        order processing), the longest the journey waits for it to be
                                        completed before it sells what it bought; the wait is reported as
                                        the order latency, and a wait that runs out is a failed request (10)
                  --find-peak           step the load up (from --peak-start, times --peak-factor) until
                                        throughput rises by less than --peak-gain percent; report the peak
                  --peak-start N        first level (1 connection; think method 250 users)
                  --peak-factor F       load multiplier per step (2)
                  --peak-max N          highest level tried (100000)
                  --peak-gain P         percent a step must add to count as rising (5)
                  --trade-users N       users the server populated, uid:0..N-1 (15000)
                  --quotes N            quotes the server populated, s:0..N-1 (10000)
                  --admin-user U        admin for the run check after Trade workloads (admin)
                  --admin-password P    its password (environment BOURSE_ADMIN_PASSWORD; else the one a
                                        first ./bourse stored in data/admin-password of this checkout)
                  --no-checks           Trade workloads: skip the run check (the run is then not verified)
                  --reset               Trade workloads: reset Trade (POST /config/reset) before the run, so
                                        the scenario's verification covers this run only
                  --profile             profile the server's CPU during each measured run (each level of a
                                        peak search): profile/flamegraph.html and the layer table
                                        profile/layers.json in the run's folder; the server must run on this
                                        machine: its JVM among --server-pid's processes, else the one
                                        listening on the --url's port (its CPU is then counted too)
                  --profiler P          auto (async-profiler, else JFR), async or jfr; implies --profile (auto)
                  --profile-interval MS async-profiler's sampling interval, ms (10)
                  --suite NAME          a published method whole, a peak search per workload, in one folder
                                        (suite-NAME-<time>): wstest-saturation, wstest-think, stocktrader-web,
                                        daytrader-scenario (--list); workloads named restrict it, options
                                        given override its load settings
                  --results DIR         where run folders go (bench/results)
                  --requests DIR        WSTest request bodies (bench/wstest/requests)
                  --path P              http workload: GET P (with its query) over and over
                  --request FILE        http workload: send this request, written as on the wire (request
                                        line, headers, empty line, body; Host and Content-Length are set)
                  --expect-status N     http workload: the status of a good answer (200)
                  --server-pid PID[,PID] the server's processes: the report then has its JDK, flags and
                                        version, and its CPU per request and RSS (children included); with
                                        --profile, the JVM among them is profiled (needed when the port's
                                        owner is not the JVM: a front end)
                  --list                list the workloads
                  -h, --help            this text
                """);
        return b.toString();
    }
}
