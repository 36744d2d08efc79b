package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.testing.databases.ServerDatabase;
import org.bourse.testing.redis.RedisServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import tools.jackson.databind.JsonNode;

/**
 * Two Bourse nodes on one PostgreSQL database behind nginx (tuning/frontend --shared-sessions), sessions
 * in a shared store and run statistics cluster-wide. Scenario clients load the group through nginx; one
 * node is killed with SIGKILL mid-load and started again (with whatever else the group loses at that
 * moment, {@link #killOthers()}: the broker group's order processor). Then: the only failed requests are
 * those in flight at the kill (at most one per client; counted and reported), no page refuses what the
 * scenario asked, a user logged in before the kill keeps working, I1–I8 hold, I6 holds over every order a
 * client saw confirmed (with at most one order per client that nobody was told about: in flight at the
 * kill), and the ±5% run verification asked through nginx passes over every node's requests. One method
 * per store; the database, nginx and the group's other processes are shared by the methods, the web nodes
 * restarted with each store's settings.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class ScaleOutContract {

    static final int CLIENTS = 6;
    static final int USERS = 200;
    static final int QUOTES = 100;
    static final long REQUESTS_PER_PHASE = 600;
    static final Duration PHASE_WITHIN = Duration.ofMinutes(5);
    static final Duration PROCESSED_WITHIN = Duration.ofMinutes(10);
    static final String NOT_SCENARIO_SESSION = "only drives the sessions it logged in itself";
    static final String REFUSED = "class=\"status error\"";
    static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    static final Pattern CONFIRMED_ORDER = Pattern.compile("id=\"order-submitted\"[^>]*>\\D*(\\d+)");

    private final List<BourseProcess> nodes = new ArrayList<>();
    private ServerDatabase db;
    private Nginx nginx;

    /** The name of this class's database on the PostgreSQL server (one per class). */
    abstract String databaseName();

    /** Checks the servers the group needs besides PostgreSQL and nginx (skips loudly, fails under CI). */
    void requireOthers() {
    }

    /** Settings of every web node besides the contract's own and the session store's. */
    List<String> webNodeSettings() {
        return List.of();
    }

    /** Starts what the group runs besides its web nodes, on the same (maybe still empty) database. */
    void startOthers(ServerDatabase db) throws Exception {
    }

    /** Kills (SIGKILL), with the web node killed mid-load, whatever else the group loses then. */
    void killOthers() throws Exception {
    }

    /** Starts again what {@link #killOthers()} killed. */
    void restartOthers() throws Exception {
    }

    /** Stops what {@link #startOthers} started. */
    void closeOthers() {
    }

    @BeforeAll
    void startDatabaseAndFrontEnd() throws Exception {
        Nginx.requireInstalled();
        db = ServerDatabase.postgresql().sibling(databaseName());
        db.requireReachable();
        requireOthers();
        for (int i = 0; i < 2; i++) {
            nodes.add(BourseProcess.on(db).population(USERS, QUOTES).keepPort());
        }
        // all on the empty database at once: one migrates and populates, the others wait for it
        startWebNodes(() -> startOthers(db), "--bourse.sessions.store=jdbc");
        nginx = Nginx.start(nodes.stream().map(n -> n.url().substring("http://".length())).toList());
    }

    @AfterAll
    void stopAll() throws Exception {
        try {
            if (nginx != null) {
                nginx.close();
            }
        } finally {
            try {
                nodes.forEach(BourseProcess::close);
            } finally {
                closeOthers();
            }
        }
    }

    /** The nodes start with JDBC sessions (the database's own tables). */
    @Test
    @Order(1)
    void sessionsInTheDatabase() throws Exception {
        loadKillRestartAndCheck(databaseName() + ", jdbc");
    }

    @Test
    @Order(2)
    void sessionsInRedis() throws Exception {
        RedisServer redis = RedisServer.local();
        redis.requireReachable();
        startWebNodes(() -> { }, "--bourse.sessions.store=redis", "--bourse.sessions.redis-host=" + redis.host(),
                "--bourse.sessions.redis-port=" + redis.port());
        loadKillRestartAndCheck(databaseName() + ", redis");
    }

    /**
     * Stops the web nodes if they run, and starts both with these session settings (besides the group's
     * own), and {@code alongside} at the same time.
     */
    private void startWebNodes(Start alongside, String... sessionSettings) throws Exception {
        nodes.forEach(BourseProcess::stop);
        List<String> arguments = new ArrayList<>(List.of("--spring.profiles.active=front-ended",
                "--bourse.web.scenario-statistics=cluster", "--bourse.web.scenario-statistics-flush=200ms",
                "--bourse.admin.password=" + BourseProcess.ADMIN_PASSWORD));
        arguments.addAll(webNodeSettings());
        arguments.addAll(List.of(sessionSettings));
        String[] all = arguments.toArray(String[]::new);
        startTogether(alongside, () -> nodes.get(0).start(all), () -> nodes.get(1).start(all));
        this.restartArguments = all;
    }

    private String[] restartArguments;

    /** Runs the starts in parallel (each node's start-up is mostly waiting on a busy machine), all done or failed. */
    private static void startTogether(Start... starts) throws Exception {
        ExecutorService starting = Executors.newFixedThreadPool(starts.length);
        try {
            List<Future<?>> started = new ArrayList<>();
            for (Start s : starts) {
                started.add(starting.submit(() -> {
                    s.run();
                    return null;
                }));
            }
            for (Future<?> f : started) {
                f.get(BourseProcess.READY_WITHIN.toMinutes() + 1, TimeUnit.MINUTES);
            }
        } finally {
            starting.shutdownNow();
        }
    }

    /** A start that may fail. */
    @FunctionalInterface
    interface Start {
        void run() throws Exception;
    }

    /** The scenario through nginx, a node killed and restarted mid-load, then the group's run check. */
    void loadKillRestartAndCheck(String store) throws Exception {
        resetThroughFrontEnd();
        RunCheck runCheck = new RunCheck(nginx::url);
        long since = runCheck.highestOrderId();
        Browser user = new Browser(nginx.url());
        user.get("/app");
        assertThat(user.post("/app", "action", "login", "uid", "uid:7", "passwd", "xxx", "_csrf", user.csrf()).body())
                .contains("Welcome, uid:7");

        Load load = new Load();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int k = 0; k < CLIENTS; k++) {
                running.add(clients.submit(() -> scenario(load)));
            }
            load.awaitAnswered(REQUESTS_PER_PHASE);
            BourseProcess victim = nodes.get(1);
            // set first: a request that fails from here on may have been in flight at the kill
            load.killed.set(true);
            killOthers();
            victim.kill();
            long atKill = load.answered.get();
            System.out.printf("%s: killed after %d scenario requests%n", store, atKill);
            load.awaitAnswered(atKill + REQUESTS_PER_PHASE);

            // logged in before the kill, whichever node held the session: still logged in, on every request
            for (int i = 0; i < 4; i++) {
                assertThat(user.get("/app?action=home").body()).as("%s: request %d after the kill", store, i)
                        .contains("Welcome, uid:7");
            }

            startTogether(this::restartOthers, () -> victim.start(restartArguments));
            long atRestart = load.answered.get();
            System.out.printf("%s: restarted after %d scenario requests%n", store, atRestart);
            load.awaitAnswered(atRestart + REQUESTS_PER_PHASE);
            load.stop.set(true);
            for (Future<?> f : running) {
                f.get(5, TimeUnit.MINUTES);
            }
        } finally {
            load.stop.set(true);
            clients.shutdownNow();
        }

        awaitEveryOrderProcessed(store);
        // every confirmation a client saw (also those of the killed node after its last flush), and at most
        // one order per client that nobody was told about: its request in flight at the kill
        List<Long> confirmed = List.copyOf(load.confirmed);
        JsonNode check = runCheck.check(since, confirmed, CLIENTS);
        List<String> failed = new ArrayList<>(RunCheck.violations(check));
        for (JsonNode row : check.path("verification")) {
            if (row.path("outcome").asString().equals("FAIL")) {
                failed.add("verification " + row);
            }
        }
        System.out.printf("%s: %d scenario requests answered through nginx, %d orders confirmed, %d failed"
                + " (in flight at the kill): %s; orders nobody was told about: %s%n", store, load.answered.get(),
                confirmed.size(), load.failures.size(), load.failures, check.path("acknowledgement"));
        assertThat(load.failures).as("%s: requests that failed; at most one in flight per client at the kill", store)
                .hasSizeLessThanOrEqualTo(CLIENTS).allMatch(f -> f.startsWith("after kill"));
        assertThat(load.refused).as("%s: pages that refused what the scenario asked", store).isEmpty();
        assertThat(check.path("scenarioRequests").asLong()).as(check.toString())
                .isGreaterThanOrEqualTo(load.answered.get() - CLIENTS * 10L);
        assertThat(failed).as("%s: run check %s", store, check).isEmpty();
        assertThat(check.path("verificationPassed").asBoolean()).isTrue();
    }

    /**
     * Waits until no order is open and the outbox is empty (the broker group's processor works off what
     * waited while it was down), reading the database: the run check's own wait is shorter than that may
     * take on a busy machine.
     */
    private void awaitEveryOrderProcessed(String store) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + PROCESSED_WITHIN.toNanos();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            while (true) {
                long waiting;
                try (ResultSet rs = s.executeQuery("SELECT (SELECT COUNT(*) FROM orders WHERE order_status = 'open')"
                        + " + (SELECT COUNT(*) FROM order_outbox)")) {
                    rs.next();
                    waiting = rs.getLong(1);
                }
                if (waiting == 0) {
                    return;
                }
                assertThat(System.nanoTime()).as("%s: open orders and outbox rows left after %s: %d", store,
                        PROCESSED_WITHIN, waiting).isLessThan(deadline);
                Thread.sleep(100);
            }
        }
    }

    /** What the scenario clients share: their progress, what they were told, what failed. */
    private static final class Load {

        final AtomicBoolean stop = new AtomicBoolean();
        final AtomicBoolean killed = new AtomicBoolean();
        final AtomicLong answered = new AtomicLong();
        final Queue<Long> confirmed = new ConcurrentLinkedQueue<>();
        final Queue<String> failures = new ConcurrentLinkedQueue<>();
        final Queue<String> refused = new ConcurrentLinkedQueue<>();

        /** The phase when an answer came: a request in flight at the kill fails after it began. */
        String phase() {
            return killed.get() ? "after kill" : "before kill";
        }

        void awaitAnswered(long count) throws InterruptedException {
            long deadline = System.nanoTime() + PHASE_WITHIN.toNanos();
            while (answered.get() < count) {
                assertThat(System.nanoTime()).as("%d requests answered within %s (%d so far; failures %s, refusals %s)",
                        count, PHASE_WITHIN, answered.get(), failures, refused).isLessThan(deadline);
                Thread.sleep(50);
            }
        }
    }

    /** One scenario client (a cookie jar of its own) until told to stop. */
    private Void scenario(Load load) {
        Browser client = new Browser(nginx.url());
        while (!load.stop.get()) {
            try {
                HttpResponse<String> r = client.get("/scenario");
                String body = r.body();
                if (r.statusCode() != 200 || body.contains(NOT_SCENARIO_SESSION)) {
                    load.failures.add(load.phase() + ": " + r.statusCode()
                            + (r.statusCode() == 200 ? " not the scenario's session" : ""));
                } else if (body.contains(REFUSED)) {
                    load.refused.add(load.phase() + ": " + statusLine(body));
                } else {
                    Matcher order = CONFIRMED_ORDER.matcher(body);
                    if (order.find()) {
                        load.confirmed.add(Long.parseLong(order.group(1)));
                    }
                    load.answered.incrementAndGet();
                }
            } catch (IOException e) {
                load.failures.add(load.phase() + ": " + e);
            }
        }
        return null;
    }

    /** The refusal a page shows. */
    private static String statusLine(String body) {
        int at = body.indexOf(REFUSED);
        return body.substring(at, Math.min(body.length(), at + 300)).replaceAll("\\s+", " ");
    }

    /** The admin's reset through nginx (any node): the population and the group's run statistics. */
    private void resetThroughFrontEnd() throws Exception {
        Browser admin = new Browser(nginx.url());
        admin.get("/config/login");
        admin.post("/config/login", "username", BourseProcess.ADMIN_USER, "password", BourseProcess.ADMIN_PASSWORD,
                "_csrf", admin.csrf());
        admin.get("/config");
        HttpResponse<String> reset = admin.post("/config/reset", "_csrf", admin.csrf());
        long deadline = System.nanoTime() + PHASE_WITHIN.toNanos();
        while (reset.statusCode() == 202 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            reset = admin.get("/config/reset/status");
        }
        assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
        assertThat(reset.body()).contains("Trade was reset in");
    }

    /** A cookie jar, GETs and form POSTs, the last page's CSRF token. */
    static final class Browser {

        private final String base;
        private final HttpClient http;
        private String last = "";

        Browser(String base) {
            this.base = base;
            this.http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                    .connectTimeout(Duration.ofSeconds(30)).build();
        }

        HttpResponse<String> get(String path) throws IOException {
            return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
        }

        HttpResponse<String> post(String path, String... nameValues) throws IOException {
            StringBuilder body = new StringBuilder();
            for (int i = 0; i < nameValues.length; i += 2) {
                body.append(body.length() == 0 ? "" : "&").append(URLEncoder.encode(nameValues[i], StandardCharsets.UTF_8))
                        .append('=').append(URLEncoder.encode(nameValues[i + 1], StandardCharsets.UTF_8));
            }
            return send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
        }

        String csrf() {
            Matcher m = CSRF.matcher(last);
            if (!m.find()) {
                throw new AssertionError("No CSRF token on the last page: " + last);
            }
            return m.group(1);
        }

        private HttpResponse<String> send(HttpRequest.Builder request) throws IOException {
            try {
                HttpResponse<String> r = http.send(request.timeout(Duration.ofMinutes(2)).build(),
                        HttpResponse.BodyHandlers.ofString());
                last = r.body();
                return r;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        }
    }
}
