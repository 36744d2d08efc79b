package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
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

import org.bourse.testing.server.BourseProcess;

import tools.jackson.databind.JsonNode;

/**
 * {@code /scenario} clients through a front end, each with a cookie jar of its own, until stopped: how many
 * requests were answered, the orders the pages confirmed, the requests that failed (and whether after a
 * kill: {@link #killed()}), and pages that refused what the scenario asked. Also the admin's reset of the
 * group through the front end, which a run check's window starts from.
 */
final class ScenarioLoad implements AutoCloseable {

    static final Duration PHASE_WITHIN = Duration.ofMinutes(5);
    static final String NOT_SCENARIO_SESSION = "only drives the sessions it logged in itself";
    static final String REFUSED = "class=\"status error\"";
    static final Pattern CONFIRMED_ORDER = Pattern.compile("id=\"order-submitted\"[^>]*>\\D*(\\d+)");

    /**
     * A client's pause between requests while the load trickles ({@link #trickle(boolean)}): a few requests a
     * second each, so that a node starting meanwhile is not slowed by a load that no check counts (at full speed
     * the surviving node answered 13,000 requests while its peer restarted on a busy machine).
     */
    static final Duration TRICKLE_PAUSE = Duration.ofMillis(100);

    /** Either side of a kill: the statistics' flush interval (500 ms) and the time podman takes to kill. */
    static final Duration KILL_WINDOW = Duration.ofMillis(1500);

    final AtomicLong answered = new AtomicLong();
    /** When each request was answered (System.nanoTime), and when each kill was announced. */
    private final Queue<Long> answeredAt = new ConcurrentLinkedQueue<>();
    private final Queue<Long> killsAt = new ConcurrentLinkedQueue<>();
    final Queue<Long> confirmed = new ConcurrentLinkedQueue<>();
    final Queue<String> failures = new ConcurrentLinkedQueue<>();
    final Queue<String> refused = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicBoolean killed = new AtomicBoolean();
    private volatile boolean trickling;
    private final String baseUrl;
    private final int clientCount;
    private final ExecutorService clients;
    private final List<Future<?>> running = new ArrayList<>();

    /** Starts {@code clients} scenario clients on {@code baseUrl}. */
    ScenarioLoad(String baseUrl, int clients) {
        this.baseUrl = baseUrl;
        this.clientCount = clients;
        this.clients = Executors.newFixedThreadPool(clients);
        for (int k = 0; k < clients; k++) {
            running.add(this.clients.submit(this::scenario));
        }
    }

    /** From now on a failed request may have been in flight at a kill. Set before killing. */
    void killed() {
        killed.set(true);
        killsAt.add(System.nanoTime());
    }

    /**
     * Requests a killed node may have answered without counting them in the shared statistics: those answered
     * around each kill, within the flush interval before it (500 ms) and the time the kill takes to land,
     * {@link #KILL_WINDOW} either side in all. A rate, so it holds on a fast machine as on a slow one.
     */
    private long answeredAroundKills() {
        long window = KILL_WINDOW.toNanos();
        return killsAt.stream().mapToLong(kill -> answeredAt.stream()
                .filter(t -> t >= kill - window && t <= kill + window).count()).sum();
    }

    /** Each client pauses {@link #TRICKLE_PAUSE} between its requests from now on, or no longer. */
    void trickle(boolean on) {
        trickling = on;
    }

    /** Waits until {@code count} requests were answered in all, failing after {@link #PHASE_WITHIN}. */
    void awaitAnswered(long count) throws InterruptedException {
        long deadline = System.nanoTime() + PHASE_WITHIN.toNanos();
        while (answered.get() < count) {
            assertThat(System.nanoTime()).as("%d requests answered within %s (%d so far; failures %s, refusals %s)",
                    count, PHASE_WITHIN, answered.get(), failures, refused).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    /** Stops the clients after their current request and waits for them. */
    void stop() throws Exception {
        stop.set(true);
        for (Future<?> f : running) {
            f.get(5, TimeUnit.MINUTES);
        }
    }

    /**
     * Asks the run check through the front end (after the clients stopped and every order was processed) and
     * asserts it: I1–I8, I6 over every order the clients were told about (the pages' confirmations and
     * {@code alsoAcknowledged}) with at most {@code inFlight} orders nobody was told about, the run
     * verification over every node's requests, no page refusing what the scenario asked, and no failed request
     * but one per client in flight at the kill.
     */
    JsonNode assertRunCheck(String what, RunCheck runCheck, long sinceOrderId, Collection<Long> alsoAcknowledged,
            int inFlight) throws IOException {
        List<Long> acknowledged = new ArrayList<>(confirmed);
        acknowledged.addAll(alsoAcknowledged);
        JsonNode check = runCheck.check(sinceOrderId, acknowledged, inFlight);
        List<String> failed = new ArrayList<>(RunCheck.violations(check));
        for (JsonNode row : check.path("verification")) {
            if (row.path("outcome").asString().equals("FAIL")) {
                failed.add("verification " + row);
            }
        }
        System.out.printf("%s: %d scenario requests answered, %d orders confirmed on pages, %d elsewhere, %d failed"
                + " (in flight at the kill): %s; orders nobody was told about: %s%n", what, answered.get(),
                confirmed.size(), alsoAcknowledged.size(), failures.size(), failures, check.path("acknowledgement"));
        assertThat(failures).as("%s: requests that failed; at most one in flight per client at the kill", what)
                .hasSizeLessThanOrEqualTo(clientCount).allMatch(f -> f.startsWith("after kill"));
        assertThat(refused).as("%s: pages that refused what the scenario asked", what).isEmpty();
        // Each node counts in memory and adds to the shared tables every flush: a killed node's last counts are lost.
        assertThat(check.path("scenarioRequests").asLong()).as(check.toString())
                .isGreaterThanOrEqualTo(answered.get() - clientCount * 10L - answeredAroundKills());
        assertThat(failed).as("%s: run check %s", what, check).isEmpty();
        assertThat(check.path("verificationPassed").asBoolean()).isTrue();
        return check;
    }

    @Override
    public void close() {
        stop.set(true);
        clients.shutdownNow();
    }

    private Void scenario() throws InterruptedException {
        ScaleOutContract.Browser client = new ScaleOutContract.Browser(baseUrl);
        while (!stop.get()) {
            try {
                HttpResponse<String> r = client.get("/scenario");
                String body = r.body();
                if (r.statusCode() != 200 || body.contains(NOT_SCENARIO_SESSION)) {
                    failures.add(phase() + ": " + r.statusCode()
                            + (r.statusCode() == 200 ? " not the scenario's session" : ""));
                } else if (body.contains(REFUSED)) {
                    refused.add(phase() + ": " + statusLine(body));
                } else {
                    Matcher order = CONFIRMED_ORDER.matcher(body);
                    if (order.find()) {
                        confirmed.add(Long.parseLong(order.group(1)));
                    }
                    answered.incrementAndGet();
                    answeredAt.add(System.nanoTime());
                }
            } catch (IOException e) {
                failures.add(phase() + ": " + e);
            }
            if (trickling) {
                Thread.sleep(TRICKLE_PAUSE.toMillis());
            }
        }
        return null;
    }

    /** The phase when an answer came: a request in flight at the kill fails after it began. */
    private String phase() {
        return killed.get() ? "after kill" : "before kill";
    }

    /** The refusal a page shows. */
    private static String statusLine(String body) {
        int at = body.indexOf(REFUSED);
        return body.substring(at, Math.min(body.length(), at + 300)).replaceAll("\\s+", " ");
    }

    /** The admin's reset through the front end (any node): the population and the group's run statistics. */
    static void reset(String baseUrl) throws Exception {
        ScaleOutContract.Browser admin = new ScaleOutContract.Browser(baseUrl);
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
}
