package org.bourse.bench.server;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The server side of a Trade run, through the admin's HTTP Basic credentials: {@code POST /config/reset}
 * before a run (when asked), and after it {@code POST /config/check} with the order ids the run's users were
 * told of: the run statistics, DayTrader's verification and the invariant check, I6 ("nothing lost")
 * included (docs/web.md).
 */
public final class TradeChecks {

    /** Rows of the verification that hold whatever the workload; the others compare with /scenario's mix. */
    static final Set<String> ANY_WORKLOAD = Set.of("open", "cancelled");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    /** How long a reset may take in all (500,000 users take minutes on a busy machine). */
    private static final Duration RESET_LIMIT = Duration.ofMinutes(30);

    private final String url;
    private final String authorization;
    private final HttpClient http;

    public TradeChecks(String url, Admin admin) {
        this.url = url;
        this.http = LoopbackTrust.client(url).cookieHandler(new CookieManager()).connectTimeout(Duration.ofSeconds(10))
                .build();
        this.authorization = "Basic " + Base64.getEncoder()
                .encodeToString((admin.user() + ":" + admin.password()).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * resetTrade(false): the seeded population back, the scenario's counters to zero; returns once it is
     * done. A reset that outlasts the server's bourse.web.reset-wait is answered 202 and followed on
     * {@code /config/reset/status}; one already running (409) is waited for, then this one is started.
     */
    public void reset() throws IOException {
        long deadline = System.nanoTime() + RESET_LIMIT.toNanos();
        for (int attempt = 1; ; attempt++) {
            String form = "_csrf=" + URLEncoder.encode(csrfToken(), StandardCharsets.UTF_8);
            HttpResponse<String> reset = send(HttpRequest.newBuilder(URI.create(url + "/config/reset"))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .timeout(RESET_LIMIT)
                    .POST(HttpRequest.BodyPublishers.ofString(form)));
            switch (reset.statusCode()) {
                case 200 -> {
                    return;
                }
                case 202 -> {
                    awaitResetDone(deadline);
                    return;
                }
                case 409 -> {
                    if (attempt > 1) {
                        throw new IOException("POST /config/reset: another reset kept running");
                    }
                    awaitResetDone(deadline);
                }
                default -> throw new IOException("POST /config/reset answered " + reset.statusCode());
            }
        }
    }

    /** Polls the reset's status until it is no longer running; a failed reset is an IOException. */
    private void awaitResetDone(long deadline) throws IOException {
        while (true) {
            HttpResponse<String> status = send(HttpRequest.newBuilder(URI.create(url + "/config/reset/status"))
                    .header("Accept", "application/json").timeout(Duration.ofMinutes(1)).GET());
            if (status.statusCode() != 200) {
                throw new IOException("GET /config/reset/status answered " + status.statusCode());
            }
            ResetProgress progress = JSON.readValue(status.body(), ResetProgress.class);
            switch (String.valueOf(progress.state())) {
                case "DONE" -> {
                    return;
                }
                case "FAILED" -> throw new IOException("the reset failed: " + progress.error());
                case "RUNNING" -> {
                    if (System.nanoTime() > deadline) {
                        throw new IOException("the reset was still running after " + RESET_LIMIT.toMinutes() + " min");
                    }
                    pause(Duration.ofSeconds(1));
                }
                default -> throw new IOException("unexpected reset status: " + status.body());
            }
        }
    }

    private static void pause(Duration d) throws IOException {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The highest order id in the database now: the orders after it will be the next run's. */
    public long highestOrderId() throws IOException {
        CheckAnswer doc = answer("GET", send(HttpRequest.newBuilder(URI.create(url + "/config/check"))
                .header("Accept", "application/json").timeout(Duration.ofMinutes(5)).GET()));
        if (doc.highestOrderId() == null) {
            throw new IOException("GET /config/check gave no highestOrderId: the server predates the check of"
                    + " acknowledged orders (I6)");
        }
        return doc.highestOrderId();
    }

    /** A run with no failed request: every order of the run acknowledged, every row judged for /scenario. */
    public Result check(boolean scenario, long lastOrderBefore, List<Long> acknowledged) throws IOException {
        return check(scenario, lastOrderBefore, acknowledged, 0);
    }

    /**
     * @param scenario        whether the run was /scenario's mix, so every row of the verification applies
     *                        when none of its requests failed (the server adds the orders /scenario
     *                        acknowledged to I6's list itself); with failed requests only
     *                        {@link #ANY_WORKLOAD}'s rows are judged, and the others that disagree are listed
     *                        in {@link Result#notJudged()}
     * @param lastOrderBefore the highest order id before the run: the orders after it are the run's
     * @param acknowledged    the order ids the run's users were told of, one per successful buy or sell
     * @param inFlight        orders of the run that may exist unacknowledged (failed requests, runs cut
     *                        short); 0 for a run in which every request was answered as expected
     */
    public Result check(boolean scenario, long lastOrderBefore, List<Long> acknowledged, long inFlight) throws IOException {
        CheckRequest body = new CheckRequest(lastOrderBefore, acknowledged, inFlight);
        CheckAnswer doc = answer("POST", send(HttpRequest.newBuilder(URI.create(url + "/config/check"))
                .header("Accept", "application/json").header("Content-Type", "application/json")
                .timeout(Duration.ofMinutes(5))
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))));
        List<String> violations = new ArrayList<>();
        List<String> notJudged = new ArrayList<>();
        for (CheckAnswer.Verification row : doc.verificationRows()) {
            if ("FAIL".equals(row.outcome())) {
                String text = "verification " + row.code() + ": expected " + row.expected() + ", got " + row.actual();
                if (ANY_WORKLOAD.contains(row.code()) || scenario && inFlight == 0) {
                    violations.add(text);
                } else if (scenario) {
                    notJudged.add(text);
                }
            }
        }
        boolean checked = doc.invariants() != null && doc.invariants().checked();
        if (!checked) {
            violations.add("the invariant check did not run: "
                    + (doc.invariants() == null ? "" : doc.invariants().error()));
        }
        boolean nothingLostChecked = false;
        for (CheckAnswer.Invariant i : doc.invariantResults()) {
            nothingLostChecked |= "I6".equals(i.id());
            if (!i.holds()) {
                violations.add("invariant " + i.id() + " violated " + i.violations() + " times: " + i.description()
                        + "; e.g. " + JSON.writeValueAsString(i.examples()));
            }
        }
        if (checked && !nothingLostChecked) {
            violations.add("the server did not check I6 (nothing lost) against the acknowledged orders");
        }
        return new Result(doc, violations, notJudged, NothingLost.of(doc, acknowledged.size()));
    }

    /** The session's CSRF token, from the admin page (every admin POST carries it). */
    private String csrfToken() throws IOException {
        HttpResponse<String> page = send(HttpRequest.newBuilder(URI.create(url + "/config")).GET());
        Matcher token = CSRF.matcher(page.body());
        if (page.statusCode() != 200 || !token.find()) {
            throw new IOException("GET /config answered " + page.statusCode() + ": are the admin credentials right?");
        }
        return token.group(1);
    }

    private static CheckAnswer answer(String method, HttpResponse<String> response) throws IOException {
        if (response.statusCode() != 200) {
            throw new IOException(method + " /config/check answered " + response.statusCode()
                    + (response.statusCode() == 401 ? " (wrong admin user or password)" : "")
                    + (response.statusCode() == 501 ? ": " + reason(response.body()) : ""));
        }
        return JSON.readValue(response.body(), CheckAnswer.class);
    }

    /** The {@code error} of a refusal (a node in the web-services access mode), or the body as it came. */
    private static String reason(String body) {
        try {
            String error = JSON.readValue(body, Refusal.class).error();
            return error == null ? body : error;
        } catch (IOException e) {
            return body;
        }
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws IOException {
        try {
            return http.send(request.header("Authorization", authorization).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /**
     * @param server      the server's answer, kept in the summary
     * @param violations  what failed, in words (empty: the run's data is sound)
     * @param notJudged   after a /scenario run with failed requests: the rows of the verification that
     *                    disagree but were not judged (they compare with a mix the run did not complete)
     * @param nothingLost I6 in the load tool's words
     */
    /** What {@code POST /config/check} is asked (web-ui's {@code RunCheckController.CheckRequest}). */
    private record CheckRequest(long sinceOrderId, List<Long> acknowledgedOrderIds, long inFlight) {
    }

    /** {@code /config/reset/status}: RUNNING, DONE or FAILED, and why it failed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    private record ResetProgress(String state, String error) {
    }

    /** A node's refusal to check ({@code 501}). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    private record Refusal(String error) {
    }

    public record Result(CheckAnswer server, List<String> violations, List<String> notJudged, NothingLost nothingLost) {

        public boolean passed() {
            return violations.isEmpty();
        }
    }
}
