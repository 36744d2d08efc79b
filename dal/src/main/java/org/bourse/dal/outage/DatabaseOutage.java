package org.bourse.dal.outage;

import java.time.Duration;
import java.util.concurrent.atomic.LongAdder;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the database answers, as this node finds it. Once a connection cannot be had because the database
 * does not answer ({@link DatabaseFailures}), the database is failing: connections are refused at once (no
 * request waits for the pool's timeout on a database known to be down), except one at a time,
 * {@link #PROBE_INTERVAL} after the last one failed, that goes through to find out whether it answers again;
 * the first such probe whose connection is valid ends the outage. An outage is one WARN when it begins and one
 * INFO when it ends, with the count of requests refused; no stack trace, nothing per connection. An outage
 * that begins within {@link #LOG_INTERVAL} of the last WARN is logged only if it lasts until then, and is
 * otherwise counted in the next INFO (a database that comes and goes logs at most two lines a minute).
 */
public final class DatabaseOutage {

    /** How often a connection is tried while the database does not answer. */
    static final Duration PROBE_INTERVAL = Duration.ofMillis(200);
    /** A database that keeps coming and going logs at most two lines per interval. */
    static final Duration LOG_INTERVAL = Duration.ofMinutes(1);

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseOutage.class);

    private final String database;
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
     * @param database    what the log lines call the database: its JDBC URL without parameters
     * @param longestWait the longest a connection may take (the pool's connection timeout and its validation):
     *                    a probe that has neither answered nor failed by then is taken as lost, and another goes
     */
    public DatabaseOutage(String database, Duration longestWait) {
        this.database = database;
        this.probeLost = longestWait.plus(PROBE_INTERVAL).toNanos();
    }

    /** True from the failure that began an outage until the database answers again. */
    public boolean failing() {
        return failing;
    }

    /**
     * A request was refused (a 503, a SOAP fault) because the database does not answer, as {@code failure}
     * shows. A failure found on a connection already held (the database stopped under it) begins the outage
     * too, if nothing had yet.
     */
    public void refused(Throwable failure) {
        refused.increment();
        if (!failing) {
            failed(System.nanoTime(), failure);
        } else if (!warned) {
            synchronized (this) {
                if (failing) {
                    warnIfDue(System.nanoTime());
                }
            }
        }
    }

    /**
     * Before taking a connection: returns the time it was admitted (for {@link #answered} and
     * {@link #failed}), or refuses it while the database is failing and this is not the probe.
     */
    long admit() throws NotAnswering {
        long now = System.nanoTime();
        if (failing) {
            synchronized (this) {
                if (failing) {
                    if (now - nextProbe < 0) {
                        throw new NotAnswering("the database " + database + " does not answer (a connection is"
                                + " tried again every " + PROBE_INTERVAL.toMillis() + " ms)");
                    }
                    nextProbe = now + probeLost; // until this probe has its answer
                }
            }
        }
        return now;
    }

    /** A connection admitted at {@code admittedAt} was had, and (during an outage) found valid. */
    void answered(long admittedAt) {
        if (!failing) {
            return; // the only cost while the database answers
        }
        synchronized (this) {
            // a connection admitted before the outage began says nothing about whether the database is back
            if (!failing || admittedAt - changedAt < 0) {
                return;
            }
            failing = false;
            long now = System.nanoTime();
            changedAt = now;
            if (warned) {
                warned = false;
                LOG.info("Database {} answers again after {} s; {} requests refused meanwhile{}", database,
                        String.format("%.1f", (now - lastWarn) / 1e9), refused.sumThenReset(),
                        outages > 1 ? " (" + outages + " outages)" : "");
                outages = 0;
            }
        }
    }

    /** A connection admitted at {@code admittedAt} could not be had (or kept) because of {@code failure}. */
    void failed(long admittedAt, Throwable failure) {
        synchronized (this) {
            long now = System.nanoTime();
            if (failing) {
                // a probe that failed: the next one waits a full interval
                nextProbe = now + PROBE_INTERVAL.toNanos();
                return;
            }
            // a failure of a connection admitted before the database last answered again does not end that recovery
            if (admittedAt - changedAt < 0) {
                return;
            }
            failing = true;
            changedAt = now;
            nextProbe = now + PROBE_INTERVAL.toNanos();
            outages++;
            cause = rootCause(failure);
            warnIfDue(now);
        }
    }

    // an outage that began too soon after the last one logged is logged once it has lasted that long
    private void warnIfDue(long now) {
        if (!warned && (!everWarned || now - lastWarn >= LOG_INTERVAL.toNanos())) {
            warned = true;
            everWarned = true;
            lastWarn = now;
            LOG.warn("Database {} does not answer ({}); requests that need it are refused until it is back",
                    database, cause);
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
