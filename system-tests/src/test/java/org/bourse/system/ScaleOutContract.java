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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
    static final Duration PROCESSED_WITHIN = Duration.ofMinutes(10);
    static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

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
        startWebNodes(() -> { }, "--bourse.sessions.store=redis", "--spring.data.redis.host=" + redis.host(),
                "--spring.data.redis.port=" + redis.port());
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
        ScenarioLoad.reset(nginx.url());
        RunCheck runCheck = new RunCheck(nginx::url);
        long since = runCheck.highestOrderId();
        Browser user = new Browser(nginx.url());
        user.get("/app");
        assertThat(user.post("/app", "action", "login", "uid", "uid:7", "passwd", "xxx", "_csrf", user.csrf()).body())
                .contains("Welcome, uid:7");

        try (ScenarioLoad load = new ScenarioLoad(nginx.url(), CLIENTS)) {
            load.awaitAnswered(REQUESTS_PER_PHASE);
            BourseProcess victim = nodes.get(1);
            // set first: a request that fails from here on may have been in flight at the kill
            load.killed();
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

            load.trickle(true);
            startTogether(this::restartOthers, () -> victim.start(restartArguments));
            load.trickle(false);
            long atRestart = load.answered.get();
            System.out.printf("%s: restarted after %d scenario requests%n", store, atRestart);
            load.awaitAnswered(atRestart + REQUESTS_PER_PHASE);
            load.stop();
            awaitEveryOrderProcessed(store);
            // every confirmation a client saw (also those of the killed node after its last flush), and at most
            // one order per client that nobody was told about: its request in flight at the kill
            load.assertRunCheck(store, runCheck, since, List.of(), CLIENTS);
        }
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
