package org.bourse.dal.outage;

import java.time.Duration;
import java.util.concurrent.atomic.LongAdder;

import org.slf4j.Logger;

/**
 * Whether an engine (the database, the session store) answers, as this node's calls find it. Once a call
 * fails because the engine does not answer, the engine is failing: calls are refused at once (no request
 * waits for an engine known to be down, nor twice), except one at a time, {@link #PROBE_INTERVAL} after the
 * last one failed, that goes through to find out whether it answers again; the first call admitted after the
 * failure that answers ends the outage. An outage is one WARN when it begins and one INFO when it ends, with
 * the count of requests refused; no stack trace, nothing per call. An outage that begins within
 * {@link #LOG_INTERVAL} of the last WARN is logged only if it lasts until then, and is otherwise counted in the
 * next INFO (an engine that comes and goes logs at most two lines a minute).
 */
public final class EngineOutage {

    /** How often a call reaches a failing engine: once it answers, a node refuses for at most this long. */
    public static final Duration PROBE_INTERVAL = Duration.ofMillis(200);
    /** An engine that keeps coming and going logs at most two lines per interval. */
    public static final Duration LOG_INTERVAL = Duration.ofMinutes(1);

    /**
     * What the lines say: "{engine} {failing} (cause); {untilBack}" and "{engine} answers again after N s; M
     * {refusals} meanwhile".
     */
    public record Wording(String engine, String failing, String untilBack, String refusals) {
    }

    private final Logger log;
    private final Wording wording;
    private final long probeLost;
    private final LongAdder refused = new LongAdder();
    private volatile boolean failing;
    private volatile boolean warned;
    // guarded by this
    private long changedAt = System.nanoTime();
    private long nextProbe;
    private long lastWarn;
    private boolean everWarned;
    private int outages;
    private String cause = "";

    /**
     * @param log         the logger the lines go to (the caller's, so that they name what failed)
     * @param longestWait the longest a call waits for the engine: a probe that has neither answered nor failed
     *                    by then is taken as lost, and another goes
     */
    public EngineOutage(Logger log, Wording wording, Duration longestWait) {
        this.log = log;
        this.wording = wording;
        this.probeLost = longestWait.plus(PROBE_INTERVAL).toNanos();
    }

    /** True from the failure that began an outage until the engine answers again. */
    public boolean failing() {
        return failing;
    }

    /**
     * Before a call, at {@code now} (System.nanoTime, kept for {@link #answered} and {@link #failed}): false
     * while the engine is failing and this call is not the one that probes it, which the caller refuses.
     */
    public boolean admits(long now) {
        if (failing) {
            synchronized (this) {
                if (failing) {
                    if (now - nextProbe < 0) {
                        return false;
                    }
                    nextProbe = now + probeLost; // until this probe has its answer
                }
            }
        }
        return true;
    }

    /** A call admitted at {@code admittedAt} got its answer. */
    public void answered(long admittedAt) {
        if (!failing) {
            return; // the only cost while the engine answers
        }
        synchronized (this) {
            // a call admitted before the outage began says nothing about whether the engine is back
            if (!failing || admittedAt - changedAt < 0) {
                return;
            }
            failing = false;
            long now = System.nanoTime();
            changedAt = now;
            if (warned) {
                warned = false;
                log.info("{} answers again after {} s; {} {} meanwhile{}", wording.engine(),
                        String.format("%.1f", (now - lastWarn) / 1e9), refused.sumThenReset(), wording.refusals(),
                        outages > 1 ? " (" + outages + " outages)" : "");
                outages = 0;
            }
        }
    }

    /**
     * A call admitted at {@code admittedAt} failed because the engine does not answer. Returns false for a
     * call admitted before the engine last answered again, whose failure is of the outage that ended.
     */
    public boolean failed(long admittedAt, Throwable failure) {
        synchronized (this) {
            long now = System.nanoTime();
            if (failing) {
                // a probe that failed: the next one waits a full interval, so that another call of the same
                // request is refused rather than waiting again
                nextProbe = now + PROBE_INTERVAL.toNanos();
                return true;
            }
            // a failure of a call admitted before the engine last answered again does not end that recovery
            if (admittedAt - changedAt < 0) {
                return false;
            }
            failing = true;
            changedAt = now;
            nextProbe = now + PROBE_INTERVAL.toNanos();
            outages++;
            cause = rootCause(failure);
            warnIfDue(now);
            return true;
        }
    }

    /**
     * A request was refused because of the engine. {@code failure}, when there is one, is what the request
     * found: on a call already under way (the engine stopped under it) it begins the outage if nothing had yet.
     */
    public void refused(Throwable failure) {
        refused.increment();
        if (!failing && failure != null) {
            failed(System.nanoTime(), failure);
        } else if (!warned) {
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
            log.warn("{} {} ({}); {}", wording.engine(), wording.failing(), cause, wording.untilBack());
        }
    }

    /** The innermost cause's class and message, on one line. */
    private static String rootCause(Throwable failure) {
        Throwable root = failure;
        for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 24; depth++) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? "" : ": " + root.getMessage().replaceAll("\\s+", " ").strip();
        return root.getClass().getSimpleName() + (message.length() > 300 ? message.substring(0, 300) + "…" : message);
    }
}
