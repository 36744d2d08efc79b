package org.bourse.app.sessions;

import java.time.Duration;
import java.util.concurrent.atomic.LongAdder;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.NestedExceptionUtils;

/**
 * Whether the session store answers, as this node's requests find it. Once a call fails, the store is
 * failing: calls are refused at once (no request waits for a store known to be down, and a request never
 * waits twice), except one call at a time, {@link #PROBE_INTERVAL} after the last one failed, that goes
 * through to find out whether it answers again; the first call admitted after the failure that succeeds ends
 * the outage. An outage is one WARN
 * when it begins and one INFO when it ends, with the count of requests answered 503; an outage that begins
 * within {@link #LOG_INTERVAL} of the last WARN is logged only if it lasts until then, and is otherwise
 * counted in the next INFO.
 */
final class StoreOutage {

    /**
     * How often a call reaches a failing store: once the store answers (and Lettuce has reconnected, within
     * half a second), the node refuses for at most this long.
     */
    static final Duration PROBE_INTERVAL = Duration.ofMillis(200);
    /** A store that keeps coming and going logs at most two lines per interval. */
    static final Duration LOG_INTERVAL = Duration.ofMinutes(1);

    private static final Logger log = LoggerFactory.getLogger(StoreOutage.class);

    private final String store;
    private final long probeLost;
    private final LongAdder refused = new LongAdder();
    private volatile boolean failing;
    // guarded by this
    private long changedAt = System.nanoTime();
    private long nextProbe;
    private volatile boolean warned;
    private long lastWarn;
    private boolean everWarned;
    private int outages;
    private String cause = "";

    /**
     * @param store       what the log lines call the store, e.g. "redis at 10.0.0.5:6379"
     * @param longestWait the longest a call waits for the store: a probe that has neither answered nor failed
     *                    by then is taken as lost, and another one goes
     */
    StoreOutage(String store, Duration longestWait) {
        this.store = store;
        this.probeLost = longestWait.plus(PROBE_INTERVAL).toNanos();
    }

    /**
     * Before a call to the store: returns the time the call was admitted (for {@link #answered} and
     * {@link #failed}), or throws {@link SessionStoreUnavailable} while the store is failing and this call is
     * not the one that probes it.
     */
    long admit() {
        long now = System.nanoTime();
        if (failing) {
            synchronized (this) {
                if (failing) {
                    if (now - nextProbe < 0) {
                        throw new SessionStoreUnavailable("the session store " + store + " is failing", null);
                    }
                    nextProbe = now + probeLost; // until this probe has its answer
                }
            }
        }
        return now;
    }

    /** A call admitted at {@code admittedAt} got its answer. */
    void answered(long admittedAt) {
        if (!failing) {
            return; // the request path's only cost while the store answers
        }
        synchronized (this) {
            // a call admitted before the outage began says nothing about whether the store is back
            if (!failing || admittedAt - changedAt < 0) {
                return;
            }
            failing = false;
            long now = System.nanoTime();
            changedAt = now;
            if (warned) {
                warned = false;
                log.info("Session store {} answers again after {} s; {} requests answered 503 meanwhile{}", store,
                        String.format("%.1f", (now - lastWarn) / 1e9), refused.sumThenReset(),
                        outages > 1 ? " (" + outages + " outages)" : "");
                outages = 0;
            }
        }
    }

    /**
     * A call admitted at {@code admittedAt} failed with the store's own exception. Returns false for a call
     * admitted before the store last answered again, whose failure is of the outage that ended.
     */
    boolean failed(long admittedAt, RuntimeException failure) {
        synchronized (this) {
            long now = System.nanoTime();
            if (failing) {
                // a probe that failed: the next one waits a full interval, so that another call of the same
                // request (Spring Session may ask again on its way out) is refused rather than waiting again
                nextProbe = now + PROBE_INTERVAL.toNanos();
                return true;
            }
            // a failure of a call admitted before the store last answered again does not end that recovery
            if (admittedAt - changedAt < 0) {
                return false;
            }
            failing = true;
            changedAt = now;
            nextProbe = now + PROBE_INTERVAL.toNanos();
            outages++;
            Throwable root = NestedExceptionUtils.getMostSpecificCause(failure);
            cause = root.getClass().getSimpleName() + ": " + root.getMessage();
            warnIfDue(now);
            return true;
        }
    }

    /** A request was answered 503 because of the store. */
    void refused() {
        refused.increment();
        if (!warned) {
            synchronized (this) {
                if (failing) {
                    warnIfDue(System.nanoTime());
                }
            }
        }
    }

    // an outage that began too soon after the last one logged is logged once it has lasted that long
    private void warnIfDue(long now) {
        if (!warned && (!everWarned || now - lastWarn >= LOG_INTERVAL.toNanos())) {
            warned = true;
            everWarned = true;
            lastWarn = now;
            log.warn("Session store {} is failing ({}); requests that need a session answer 503 until it answers"
                    + " again", store, cause);
        }
    }
}
