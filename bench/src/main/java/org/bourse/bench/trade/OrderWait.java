package org.bourse.bench.trade;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;

import java.time.Duration;
import java.util.Locale;

import org.bourse.bench.simulation.OrderLatencies;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;

/**
 * A journey's wait for the order it just placed, as DayTrader's and StockTrader's clients wait in their
 * asynchronous modes: when the buy comes back open (async or broker order processing), poll until the
 * order is completed, a short pause between polls, for at most the run's order wait; only then sell what
 * it bought. A buy that comes back completed (sync, the default) waits for nothing and sends nothing more,
 * so the journey's request mix there is the published one. The wait, from the buy's reply until a poll saw
 * the order completed, is the order latency; a wait that runs out fails the poll that found it so, and the
 * journey then sells nothing.
 */
final class OrderWait {

    /** Between polls: short beside an order's processing (tens of ms), long beside a poll's own cost. */
    static final Duration POLL = Duration.ofMillis(20);

    /** The session's last known status of the order just placed ({@code open}, {@code closed}, …). */
    static final String STATUS = "orderStatus";

    private static final String STARTED = "orderWaitStarted";

    private final Duration limit;
    private final OrderLatencies latencies;

    OrderWait(Duration limit, OrderLatencies latencies) {
        this.limit = limit;
        this.latencies = latencies;
    }

    /** Not processed yet. */
    static boolean pending(String status) {
        return "open".equals(status) || "processing".equals(status);
    }

    /** Processed: its holding exists (a buy) or is gone (a sell). */
    static boolean completed(String status) {
        return "closed".equals(status) || "completed".equals(status);
    }

    /**
     * When the session's {@link #STATUS} is pending: {@code poll} (a request whose check calls
     * {@link #judge} and saves the status it finds) after each pause until the order is completed or the
     * limit is reached; at least one poll, so a limit shorter than a pause always runs out.
     */
    ChainBuilder untilCompleted(ChainBuilder poll) {
        return doIf(session -> pending(session.getString(STATUS))).then(
                // the session's failed flag then says whether a poll failed (a failed poll ends the wait)
                exec(session -> session.markAsSucceeded().set(STARTED, System.nanoTime()))
                        .doWhile(session -> !session.isFailed() && pending(session.getString(STATUS))
                                && waited(session).compareTo(limit) < 0)
                        .on(exec(pause(POLL)).exec(poll))
                        .exec(this::finish));
    }

    /**
     * A poll's verdict on the status it found: returned as it is while the order may still complete in
     * time, or an exception, whose message Gatling reports as the poll's failure.
     */
    String judge(String status, Session session) {
        Duration waited = waited(session);
        if (pending(status) ? waited.compareTo(limit) >= 0 : completed(status) && waited.compareTo(limit) > 0) {
            throw new IllegalStateException(String.format(Locale.ROOT,
                    "not completed within --order-wait %.3f s", limit.toMillis() / 1000.0));
        }
        if (!pending(status) && !completed(status)) {
            throw new IllegalStateException("the order ended " + status);
        }
        return status;
    }

    private Session finish(Session session) {
        if (completed(session.getString(STATUS))) {
            latencies.add(waited(session));
        }
        return session.remove(STARTED);
    }

    private static Duration waited(Session session) {
        return Duration.ofNanos(System.nanoTime() - session.getLong(STARTED));
    }
}
