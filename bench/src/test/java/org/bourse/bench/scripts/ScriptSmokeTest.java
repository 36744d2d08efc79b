package org.bourse.bench.scripts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.bourse.bench.testing.BenchScript;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.Command;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.testing.server.BourseProcess;
import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code bench/*}{@code /run.sh} scripts that {@code bench/compare} cannot express, each run as a user would
 * with the smallest settings (a few seconds of warm-up, one run of a second): it ends with status 0 and prints its table with
 * requests counted and none failed. The scripts that measure a server measure one running server of this class
 * (BOURSE_URL, bench/lib/running.sh), so a smoke test costs its second of load, not a start-up: DayTrader's
 * script compatibility is on, as the scripts' wrk journeys send no CSRF token. Those that measure a start-up or
 * servers of their own start them, on the smallest population and free ports, C1 alone and one GC thread
 * (their JVM options file, {@code smoke-jvm.options}): bench/broker's two order modes on the local RabbitMQ
 * ({@link RabbitBroker}). Skipped where a tool or RabbitMQ is missing, failed under CI.
 * bench/scaleout, which brings up two Compose clusters, is run by the container tests (system-tests:
 * ScaleOutScriptTest), on the images they build. bench/wstest/make-requests.sh makes the request files again.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ScriptSmokeTest {

    /**
     * Seconds of the scripts' own warm-up before their second of load: on a busy machine a cold page or SOAP call
     * can take longer than the measured second, which then counts no request at all.
     */
    private static final String WARMUP = "3";

    /**
     * The JVM options of the servers the scripts start themselves: C1 alone and one GC thread, for seconds of
     * load (the scripts' JAVA_OPTS_FILE / BOURSE_JVM_OPTIONS; their published figures use tuning/'s).
     */
    private static final String SMOKE_JVM_OPTIONS = Repository.root()
            .resolve("bench/src/test/resources/org/bourse/bench/scripts/smoke-jvm.options").toString();

    private BourseProcess server;
    private Map<String, String> shared;

    @BeforeAll
    void startTheMeasuredServer() {
        server = SharedServer.start("--bourse.web.daytrader-script-compatibility=true");
        shared = Map.of("BOURSE_URL", server.url(), "BOURSE_PID", Long.toString(server.pid()),
                "BOURSE_ADMIN_PASSWORD", BourseProcess.ADMIN_PASSWORD, "USERS", Integer.toString(SharedServer.USERS),
                "QUOTES", Integer.toString(SharedServer.QUOTES));
    }

    @AfterAll
    void stopTheMeasuredServer() {
        if (server != null) {
            server.close();
        }
    }

    private Map<String, String> sharedAnd(String... settings) {
        Map<String, String> environment = new HashMap<>(shared);
        for (int i = 0; i < settings.length; i += 2) {
            environment.put(settings[i], settings[i + 1]);
        }
        return environment;
    }

    @Test
    void theWebScriptMeasuresEveryPageWithoutAFailure() throws Exception {
        BenchScript.requireTools("wrk", "taskset", "curl");
        BenchScript.Outcome run = BenchScript.named("web").run(sharedAnd("DURATION", "1", "WARMUP", WARMUP, "REPEAT", "1",
                "CONNECTIONS", "2"));
        assertThat(run.status()).as(run.toString()).isZero();
        for (String workload : List.of("portfolio", "ping (no database)", "scenario?action=n", "scenario")) {
            List<List<String>> rows = run.rows(workload);
            assertThat(rows).as(workload + "\n" + run).hasSize(1);
            // | workload | run | req/s | p50 | p99 | CPU µs/req | requests | failed | RSS MB |
            assertThat(Long.parseLong(rows.get(0).get(6))).as(workload + " requests").isPositive();
            assertThat(rows.get(0).get(7)).as(workload + " failed").isEqualTo("0");
        }
        assertThat(run.output()).contains("Run verification (/config): ").contains("Invariants: ");
    }

    @Test
    void theTradeJourneysRunOverSoapAndThePagesWithoutAFailure() throws Exception {
        BenchScript.requireTools("wrk", "taskset", "curl");
        BenchScript.Outcome run = BenchScript.named("trade-soap").run(sharedAnd("JOURNEYS", "soap web", "DURATION", "1",
                "WARMUP", WARMUP, "REPEAT", "1", "CONNECTIONS", "2"));
        assertThat(run.status()).as(run.toString()).isZero();
        // | round | journey | server | req/s | journeys/s | p50 | p99 | CPU | database CPU | CPU/journey | requests | failed |
        List<List<String>> rows = run.rows("1");
        assertThat(rows).as(run.toString()).extracting(r -> r.get(1)).containsExactlyInAnyOrder("soap", "web");
        for (List<String> r : rows) {
            assertThat(Long.parseLong(r.get(10))).as(r.get(1) + " requests").isPositive();
            assertThat(r.get(11)).as(r.get(1) + " failed").isEqualTo("0");
        }
    }

    @Test
    void theWsTestScriptMeasuresBourseAndItsNginxCeiling() throws Exception {
        BenchScript.requireTools("wrk", "nginx", "taskset", "curl");
        BenchScript.Outcome run = BenchScript.named("wstest").run(sharedAnd("WORKLOADS", "EchoVoid", "DURATION", "1",
                "WARMUP", WARMUP, "REPEAT", "1", "CONNECTIONS", "2", "THREADS", "1",
                "NGINX_PORT", "" + BenchScript.freePort()));
        try {
            assertThat(run.status()).as(run.toString()).isZero();
            // | workload | Bourse req/s | p50 | p99 | CPU µs/req | nginx ceiling req/s | Bourse / ceiling % |
            List<List<String>> rows = run.rows("EchoVoid");
            assertThat(rows).as(run.toString()).hasSize(1);
            assertThat(Double.parseDouble(rows.get(0).get(1))).as("Bourse req/s").isPositive();
            assertThat(Double.parseDouble(rows.get(0).get(5))).as("ceiling req/s").isPositive();
            assertThat(run.written()).as("its report file").hasSize(1);
            assertThat(Files.readString(run.written().get(0))).contains("| EchoVoid |");
        } finally {
            run.deleteWritten();
        }
    }

    @Test
    void theStartupScriptTimesTheFirstAnswer() throws Exception {
        BenchScript.requireTools("curl");
        BenchScript.Outcome run = BenchScript.named("startup").run(Map.of("MODES", "jar", "REPEAT", "1",
                "PORT", "" + BenchScript.freePort(), "BOURSE_JVM_OPTIONS", SMOKE_JVM_OPTIONS),
                "--bourse.population.users=20", "--bourse.population.quotes=20");
        try {
            assertThat(run.status()).as(run.toString()).isZero();
            // | mode | wall s (best / median) | CPU s (best / median) | RSS MB |
            List<List<String>> rows = run.rows("jar");
            assertThat(rows).as(run.toString()).hasSize(1);
            assertThat(Double.parseDouble(rows.get(0).get(1).split(" / ")[0])).as("wall s").isPositive();
            assertThat(Long.parseLong(rows.get(0).get(3))).as("RSS MB").isPositive();
            assertThat(run.written()).as("its report file").hasSize(1);
        } finally {
            run.deleteWritten();
        }
    }

    @Test
    void theH2DurabilityScriptRunsBothServersWithoutAFailure(@TempDir Path work) throws Exception {
        BenchScript.requireTools("wrk", "taskset", "curl");
        BenchScript.Outcome run = BenchScript.named("h2-durability").run(Map.ofEntries(Map.entry("ROUNDS", "1"),
                Map.entry("DURATION", "2"), Map.entry("WARMUP", "6"),
                // Two connections, as the other scripts here: the published 32 start their sessions at once on one
                // shared core, which serves them side by side, so none ends before all have had their CPU. With
                // the other test JVM's servers on that core too, a cold server's first 32 took more than the run's
                // 2 s (a CI run: requests=0).
                Map.entry("SESSIONS", "2"), Map.entry("SOAP_USERS", "2"),
                Map.entry("USERS", "40"), Map.entry("QUOTES", "20"), Map.entry("WORK", work.toString()),
                Map.entry("JAVA_OPTS_FILE", SMOKE_JVM_OPTIONS),
                Map.entry("PORT_A", "" + BenchScript.freePort()), Map.entry("PORT_B", "" + BenchScript.freePort())));
        assertThat(run.status()).as(run.toString()).isZero();
        // one line per run: SERVER WORKLOAD cpu_per_request_us=… requests=N non200=N connect=N … mv_db_mb=N
        List<String> lines = run.output().lines().filter(l -> l.matches("[AB] .*")).toList();
        assertThat(lines).as(run.toString()).hasSize(4);
        for (String line : lines) {
            assertThat(line).as(line).matches(".* requests=[1-9][0-9]* non200=0 connect=0 read=0 write=0 timeout=0 .*");
        }
        assertThat(lines).extracting(l -> l.substring(0, 1)).containsExactlyInAnyOrder("A", "A", "B", "B");
        // started on any CPU, then every thread pinned to the servers' core before the rounds
        assertThat(run.output()).containsPattern("(?m)^A: [1-9][0-9]* threads, all on CPU 0$")
                .containsPattern("(?m)^B: [1-9][0-9]* threads, all on CPU 0$");
    }

    @Test
    void theH2DurabilityScriptRefusesASessionCountThatIsNoCount(@TempDir Path work) throws Exception {
        Path workDir = work.resolve("h2-durability");
        BenchScript.Outcome run = BenchScript.named("h2-durability").run(Map.of("SESSIONS", "0",
                "WORK", workDir.toString()));
        assertThat(run.status()).as(run.toString()).isNotZero();
        assertThat(run.errors()).contains("SESSIONS must be a positive integer (got '0')");
        // refused before anything starts: no server, no working directory
        assertThat(workDir).doesNotExist();
    }

    @Test
    void theBrokerScriptMeasuresBothOrderModesWithoutAFailure() throws Exception {
        BenchScript.requireTools("wrk", "taskset", "curl", "rabbitmqctl");
        RabbitBroker.local().requireReachable();
        BenchScript.Outcome run = BenchScript.named("broker").run(Map.of("REPEAT", "1", "DURATION", "1",
                "WARMUP", WARMUP, "CONNECTIONS", "2", "USERS", "20", "QUOTES", "20", "PORT", "" + BenchScript.freePort(),
                "JAVA_OPTS_FILE", SMOKE_JVM_OPTIONS));
        assertThat(run.status()).as(run.toString()).isZero();
        // | run | mode | req/s | orders/s | orders | failed | Bourse CPU µs/order | RabbitMQ CPU µs/order | total |
        List<List<String>> rows = run.rows("1");
        assertThat(rows).as(run.toString()).extracting(r -> r.get(1)).containsExactly("async", "broker");
        for (List<String> r : rows) {
            assertThat(Double.parseDouble(r.get(2))).as(r.get(1) + " req/s").isPositive();
            assertThat(r.get(5)).as(r.get(1) + " failed").isEqualTo("0");
        }
    }

    @Test
    void theRequestFilesAreTheOnesMakeRequestsMakes(@TempDir Path copy) throws Exception {
        Path committed = Repository.root().resolve("bench/wstest/requests");
        // a copy of the script writes into its own folder, not the checkout's
        Files.copy(committed.resolveSibling("make-requests.sh"), copy.resolve("make-requests.sh"));
        Command.Outcome run = Command.run(Duration.ofMinutes(2),
                new ProcessBuilder("bash", copy.resolve("make-requests.sh").toString()));
        assertThat(run.status()).as(run.output()).isZero();
        try (Stream<Path> made = Files.list(copy.resolve("requests"));
                Stream<Path> files = Files.list(committed)) {
            List<Path> requests = files.sorted().toList();
            assertThat(made.map(p -> p.getFileName().toString()).sorted().toList())
                    .isEqualTo(requests.stream().map(p -> p.getFileName().toString()).toList());
            for (Path request : requests) {
                assertThat(copy.resolve("requests").resolve(request.getFileName())).as(request.toString())
                        .hasSameBinaryContentAs(request);
            }
        }
    }

    @Test
    void theListenerScriptMeasuresBourseDirectlyBehindNginxAndHttpdAndOnJetty(@TempDir Path data) throws Exception {
        BenchScript.requireTools("wrk", "nginx", "apache2", "taskset", "curl");
        Map<String, String> environment = new HashMap<>(Map.of("TARGETS", "direct nginx httpd jetty", "WORKLOADS",
                "EchoList-20 LOGIN:/app?action=portfolio", "DURATION", "1", "WARMUP", WARMUP, "REPEAT", "1", "CONNECTIONS", "2", "THREADS", "1"));
        for (String port : List.of("PORT", "NGINX_PORT", "HTTPD_PORT", "PORT_OFF", "TOMCAT_FLOOR_PORT",
                "JETTY_FLOOR_PORT", "PEER_PORT", "NGINX_TLS_PORT", "HTTPD_TLS_PORT", "TLS_PORT", "PORT_CONSCRYPT",
                "PORT_CONSCRYPT_HTTP", "PORT_JETTY")) {
            environment.put(port, "" + BenchScript.freePort());
        }
        // Its own Bourse (the front-ended profile), the smallest population: start-up is part of what it reports.
        // Its database in a folder of the test's, not the checkout's data/, which a user's own runs keep and reuse.
        environment.put("DATA_DIR", data.toString());
        environment.put("JAVA_OPTS_FILE", SMOKE_JVM_OPTIONS);
        BenchScript.Outcome run = BenchScript.named("listener").run(environment, "--bourse.population.users=20",
                "--bourse.population.quotes=20");
        try {
            assertThat(run.status()).as(run.toString()).isZero();
            // | workload | target | req/s | p50 ms | p99 ms | CPU µs/req | median | vs direct |
            List<List<String>> rows = run.rows("EchoList-20");
            assertThat(rows).as(run.toString()).extracting(r -> r.get(1))
                    .containsExactly("direct", "nginx", "httpd", "jetty");
            for (List<String> r : rows) {
                assertThat(Double.parseDouble(r.get(2))).as(r.get(1) + " req/s").isPositive();
            }
            // a page of a logged-in user: each connection logs in first, then every answer is a 200
            assertThat(run.rows("LOGIN:/app?action=portfolio")).as(run.toString()).extracting(r -> r.get(1))
                    .containsExactly("direct", "nginx", "httpd", "jetty");
            assertThat(run.written()).as("its report file").hasSize(1);
            // each Bourse's container and version, as its start-up line named them
            assertThat(Files.readString(run.written().get(0)))
                    .containsPattern("- jetty: a second Bourse, the same plus `--bourse.listener.container=jetty`"
                            + " \\(Jetty 12\\.[0-9.]+\\)")
                    .containsPattern("- Bourse \\(metrics on, Tomcat 11\\.[0-9.]+\\)")
                    .containsPattern("- Bourse \\(metrics on, Jetty 12\\.[0-9.]+\\)");
            assertThat(data.resolve("bench-listener-on.mv.db")).as("its database, in DATA_DIR").exists();
        } finally {
            run.deleteWritten();
        }
    }
}
