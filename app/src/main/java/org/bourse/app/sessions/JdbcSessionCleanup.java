package org.bourse.app.sessions;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.bourse.dal.outage.DatabaseOutage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;

/**
 * Spring Session JDBC's clean-up of expired sessions, at the interval its own has (a minute), in place of its
 * own, which is switched off: Spring's scheduler logged a clean-up that met a database outage as an ERROR with
 * its stack trace, where the outage is the database's and {@link DatabaseOutage} says it once. A clean-up that
 * fails while the database does not answer is skipped quietly (the next one deletes what it would have); any
 * other failure is one WARN.
 */
final class JdbcSessionCleanup implements SmartLifecycle {

    static final Duration INTERVAL = Duration.ofMinutes(1);
    private static final Logger LOG = LoggerFactory.getLogger(JdbcSessionCleanup.class);

    private final DatabaseOutage database;
    private volatile JdbcIndexedSessionRepository sessions;
    private ScheduledExecutorService scheduler;

    JdbcSessionCleanup(DatabaseOutage database) {
        this.database = database;
    }

    /**
     * The repository to clean, handed over by the repository's customizer as Spring Session makes it: the bean is
     * the repository wrapped ({@link WatchedSessionRepository}).
     */
    void cleans(JdbcIndexedSessionRepository repository) {
        this.sessions = repository;
    }

    @Override
    public synchronized void start() {
        CustomizableThreadFactory threads = new CustomizableThreadFactory("session-cleanup-");
        threads.setDaemon(true);
        scheduler = Executors.newSingleThreadScheduledExecutor(threads);
        scheduler.scheduleWithFixedDelay(this::cleanUp, INTERVAL.toMillis(), INTERVAL.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            scheduler = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return scheduler != null;
    }

    void cleanUp() {
        JdbcIndexedSessionRepository repository = sessions;
        if (repository == null) {
            return;
        }
        try {
            repository.cleanUpExpiredSessions();
        } catch (RuntimeException e) {
            // on one line: Spring's message carries the statement's SQL, line breaks and all
            String failure = e.toString().replaceAll("\\s+", " ");
            if (database.failing()) {
                LOG.debug("Expired sessions not cleaned up: the database does not answer ({})", failure);
            } else {
                LOG.warn("Expired sessions not cleaned up: {}", failure);
            }
        }
    }
}
