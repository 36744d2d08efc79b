package org.bourse.dal.h2;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;

/**
 * Compacts an embedded H2 file while it is in use, as H2's own background thread does. That thread runs
 * only with a write delay above 0: with durable commits ({@code WRITE_DELAY=0}) every commit writes a
 * chunk of its own, and chunks left mostly empty by later commits are never rewritten, so the file grows
 * for as long as load runs (measured: by about 2.6 MB/s at 400 commits/s, docs/decisions.md). Every
 * {@code bourse.h2.compact-interval} this rewrites the live pages of chunks below H2's default fill rate,
 * at most a few MB per run, through the MVStore API of the H2 version pinned in the root pom. The store's
 * own lock orders it with the commits. Only the first failure is logged; the task then stops.
 */
final class H2Compaction implements DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(H2Compaction.class);

    /** H2's default AUTO_COMPACT_FILL_RATE: chunks with less live data than this are rewritten. */
    static final int TARGET_FILL_RATE = 90;
    /** The most bytes one run rewrites, so that a run never holds the store's lock for long. */
    static final int WRITE_LIMIT = 4 << 20;

    private final DataSource dataSource;
    private final ScheduledExecutorService timer;

    /** @param interval between runs; zero schedules none (another database, or H2's own thread compacts) */
    H2Compaction(DataSource dataSource, Duration interval) {
        this.dataSource = dataSource;
        if (interval.isZero()) {
            this.timer = null;
            return;
        }
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "h2-compaction");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::compactQuietly, interval.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** One run: @return whether any chunk was rewritten (false too for a database that is not an H2 file). */
    boolean compact() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            if (!c.isWrapperFor(JdbcConnection.class)
                    || !(c.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session)) {
                return false;
            }
            MVStore store = session.getDatabase().getStore().getMvStore();
            return store.getFileStore() != null && store.compact(TARGET_FILL_RATE, WRITE_LIMIT);
        }
    }

    private void compactQuietly() {
        try {
            compact();
        } catch (SQLException | RuntimeException e) {
            LOG.warn("H2 file compaction stopped, the database file may grow under load: {}", e.toString());
            timer.shutdown();
        }
    }

    @Override
    public void destroy() {
        if (timer != null) {
            timer.shutdownNow();
        }
    }
}
