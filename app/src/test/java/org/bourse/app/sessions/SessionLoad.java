package org.bourse.app.sessions;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

import org.bourse.web.PageClient;

/**
 * Logged-in users fetching their home page in a loop, one thread each, every answer recorded with when it
 * was asked and when it came. A refused request is asked again after a short pause (not after its
 * {@code Retry-After}: the test measures when service comes back). Stops by itself after {@link #LONGEST}.
 */
final class SessionLoad implements AutoCloseable {

    static final Duration LONGEST = Duration.ofMinutes(10);

    /**
     * One answer: nanoTime when asked and when answered, the status, its Retry-After, whether it was the
     * user's own page, and the start of its body.
     */
    record Answer(int user, long askedAt, long answeredAt, int status, String retryAfter, boolean welcomesUser,
            String excerpt) {

        Duration took() {
            return Duration.ofNanos(answeredAt - askedAt);
        }
    }

    private final Queue<Answer> answers = new ConcurrentLinkedQueue<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<String> sessionIds = new ArrayList<>();
    private volatile boolean stopped;

    /** Logs users uid:0 … uid:users−1 in, then starts their loops. */
    SessionLoad(int port, int users) {
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

    List<String> sessionIds() {
        return sessionIds;
    }

    List<Answer> answers() {
        return List.copyOf(answers);
    }

    long count(Predicate<Answer> which) {
        return answers.stream().filter(which).count();
    }

    /** Waits (up to {@code within}) until {@code done} holds, polling the answers so far. */
    void await(String what, Duration within, BooleanSupplier done) {
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
        while (!stopped && System.nanoTime() < deadline) {
            long asked = System.nanoTime();
            HttpResponse<String> page = client.get("/app?action=home");
            String body = page.body();
            answers.add(new Answer(user, asked, System.nanoTime(), page.statusCode(),
                    page.headers().firstValue("Retry-After").orElse(null), body.contains("Welcome, uid:" + user),
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
