package org.bourse.app.sessions;

import java.time.Duration;

import org.bourse.dal.outage.DatabaseOutage;
import org.bourse.dal.outage.EngineOutage;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.NOPLogger;

/**
 * Whether the session store answers, as this node's requests find it ({@link EngineOutage}): once a call fails,
 * calls are refused at once but for one probe at a time (once Redis answers and Lettuce has reconnected, within
 * half a second, a node refuses for at most the probe interval more); one WARN, one INFO with the count of
 * requests answered 503.
 */
final class StoreOutage {

    private final String store;
    private final EngineOutage outage;
    private final Runnable onRefused;

    /**
     * A store of its own (Redis), whose outage this logs.
     *
     * @param store       what the log lines call the store, e.g. "redis at 10.0.0.5:6379"
     * @param longestWait the longest a call waits for the store
     */
    StoreOutage(String store, Duration longestWait) {
        this(store, new EngineOutage(LoggerFactory.getLogger(StoreOutage.class), wording(store), longestWait), () -> {
        });
    }

    private StoreOutage(String store, EngineOutage outage, Runnable onRefused) {
        this.store = store;
        this.outage = outage;
        this.onRefused = onRefused;
    }

    /**
     * The store in the application's database (JDBC): its outage is the database's, which {@link DatabaseOutage}
     * logs, one WARN and one INFO; this one refuses calls as the other does, logs nothing of its own, and counts
     * its refusals in the database's INFO. (Before, a node logged both pairs for one outage.)
     */
    static StoreOutage inTheDatabase(Duration longestWait, DatabaseOutage database) {
        String store = "jdbc (the application's database)";
        return new StoreOutage(store, new EngineOutage(NOPLogger.NOP_LOGGER, wording(store), longestWait),
                () -> database.refused(null));
    }

    private static EngineOutage.Wording wording(String store) {
        return new EngineOutage.Wording("Session store " + store, "is failing",
                "requests that need a session answer 503 until it answers again", "requests answered 503");
    }

    /**
     * Before a call to the store: the time it was admitted, or {@link SessionStoreUnavailable} while the store
     * is failing and this call is not the one that probes it.
     */
    long admit() {
        long now = System.nanoTime();
        if (!outage.admits(now)) {
            throw new SessionStoreUnavailable("the session store " + store + " is failing", null);
        }
        return now;
    }

    /** A call admitted at {@code admittedAt} got its answer. */
    void answered(long admittedAt) {
        outage.answered(admittedAt);
    }

    /**
     * A call admitted at {@code admittedAt} failed with the store's own exception. Returns false for a call
     * admitted before the store last answered again, whose failure is of the outage that ended.
     */
    boolean failed(long admittedAt, RuntimeException failure) {
        return outage.failed(admittedAt, failure);
    }

    /** A request was answered 503 because of the store. */
    void refused() {
        outage.refused(null);
        onRefused.run();
    }
}
