package org.bourse.dal.outage;

import java.time.Duration;

import org.slf4j.LoggerFactory;

/**
 * Whether the database answers, as this node finds it ({@link EngineOutage}): once a connection cannot be had
 * because the database does not answer ({@link DatabaseFailures}), connections are refused at once but for one
 * probe at a time, and the first probe whose connection is valid ends the outage; one WARN, one INFO.
 */
public final class DatabaseOutage {

    private final String database;
    private final EngineOutage outage;

    /**
     * @param database    what the log lines call the database: its JDBC URL without parameters
     * @param longestWait the longest a connection may take (the pool's connection timeout and its validation)
     */
    public DatabaseOutage(String database, Duration longestWait) {
        this.database = database;
        this.outage = new EngineOutage(LoggerFactory.getLogger(DatabaseOutage.class), new EngineOutage.Wording(
                "Database " + database, "does not answer", "requests that need it are refused until it is back",
                "requests refused"), longestWait);
    }

    /** True from the failure that began an outage until the database answers again. */
    public boolean failing() {
        return outage.failing();
    }

    /**
     * A request was refused (a 503, a SOAP fault) because the database does not answer, as {@code failure}
     * shows; a failure found on a connection already held begins the outage too, if nothing had yet.
     */
    public void refused(Throwable failure) {
        outage.refused(failure);
    }

    /** Before taking a connection: the time it was admitted, or refused while the database is failing. */
    long admit() throws NotAnswering {
        long now = System.nanoTime();
        if (!outage.admits(now)) {
            throw new NotAnswering("the database " + database + " does not answer (a connection is tried again every "
                    + EngineOutage.PROBE_INTERVAL.toMillis() + " ms)");
        }
        return now;
    }

    /** A connection admitted at {@code admittedAt} was had, and (during an outage) found valid. */
    void answered(long admittedAt) {
        outage.answered(admittedAt);
    }

    /** A connection admitted at {@code admittedAt} could not be had (or kept) because of {@code failure}. */
    void failed(long admittedAt, Throwable failure) {
        outage.failed(admittedAt, failure);
    }
}
