package org.bourse.app.sessions;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.web.PageClient;

/**
 * Logged-in users fetching their home page in a loop, one thread each, and every fifth time buying a share
 * with the token of the page before (so that the run check can hold the database to the orders they were
 * told of); every answer recorded with when it was asked and when it came. A refused request is asked again
 * after a short pause (not after its {@code Retry-After}: the test measures when service comes back). Stops
 * by itself after {@link #LONGEST}. Public for the database's outage test (org.bourse.app.database), which loads
 * a node the same way.
 */
public final class SessionLoad implements AutoCloseable {

    static final Duration LONGEST = Duration.ofMinutes(10);

    /** A buy's confirmation page. */
    private static final Pattern ORDER = Pattern.compile("Order (\\d+) to buy ");

    /**
     * One answer: nanoTime when asked and when answered, the status, its Retry-After, whether it was the
     * page the user asked for (their own home page, or their buy's confirmation), and the start of its body.
     */
    public record Answer(int user, long askedAt, long answeredAt, int status, String retryAfter, boolean expectedPage,
            String excerpt) {

        public Duration took() {
            return Duration.ofNanos(answeredAt - askedAt);
        }
    }

    private final Queue<Answer> answers = new ConcurrentLinkedQueue<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<String> sessionIds = new ArrayList<>();
    private final Queue<Long> acknowledged = new ConcurrentLinkedQueue<>();
    private volatile boolean stopped;

    /** Logs users uid:0 … uid:users−1 in, then starts their loops. */
    public SessionLoad(int port, int users) {
        long deadline = System.nanoTime() + LONGEST.toNanos();
        for (int user = 0; user < users; user++) {
            PageClient client = new PageClient(port);
            client.get("/app");
            HttpResponse<String> login = client.submit("/app", "action", "login", "uid", "uid:" + user, "passwd",
                    "xxx");
            if (!login.body().contains("Welcome, uid:" + user)) {
                throw new IllegalStateException("uid:" + user + " could not log in: " + login.statusCode());
            }
            sessionIds.add(client.sessionId());
            int id = user;
            Thread thread = new Thread(() -> run(client, id, deadline), "session-load-" + user);
            thread.setDaemon(true);
            threads.add(thread);
        }
        threads.forEach(Thread::start);
    }

    public List<String> sessionIds() {
        return sessionIds;
    }

    /** The ids of the orders whose confirmation a user was shown. */
    public List<Long> acknowledgedOrders() {
        return List.copyOf(acknowledged);
    }

    public List<Answer> answers() {
        return List.copyOf(answers);
    }

    public long count(Predicate<Answer> which) {
        return answers.stream().filter(which).count();
    }

    /** Waits (up to {@code within}) until {@code done} holds, polling the answers so far. */
    public void await(String what, Duration within, BooleanSupplier done) {
        long deadline = System.nanoTime() + within.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not within " + within + ": " + what + " (" + answers.size() + " answers)");
            }
            pause(Duration.ofMillis(20));
        }
    }

    @Override
    public void close() {
        stopped = true;
        for (Thread thread : threads) {
            try {
                thread.join(Duration.ofMinutes(3).toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void run(PageClient client, int user, long deadline) {
        boolean served = true;
        for (int round = 1; !stopped && System.nanoTime() < deadline; round++) {
            // a buy needs the token of a page served; after a refusal the home page comes first
            boolean buy = served && round % 5 == 0;
            long asked = System.nanoTime();
            HttpResponse<String> page = buy
                    ? client.submit("/app", "action", "buy", "symbol", "s:" + round % 10, "quantity", "1")
                    : client.get("/app?action=home");
            String body = page.body();
            Matcher order = ORDER.matcher(body);
            boolean expected = buy ? page.statusCode() == 200 && order.find() : body.contains("Welcome, uid:" + user);
            if (buy && expected) {
                acknowledged.add(Long.valueOf(order.group(1)));
            }
            served = page.statusCode() == 200;
            answers.add(new Answer(user, asked, System.nanoTime(), page.statusCode(),
                    page.headers().firstValue("Retry-After").orElse(null), expected,
                    body.substring(0, Math.min(body.length(), 100))));
            // a few hundred requests a second in all: enough to see when service stops and comes back
            pause(Duration.ofMillis(page.statusCode() == 200 ? 10 : 20));
        }
    }

    private static void pause(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
