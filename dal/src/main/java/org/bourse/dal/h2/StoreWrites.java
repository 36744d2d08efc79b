package org.bourse.dal.h2;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;

/**
 * Writes what a transaction committed to the H2 file before its commit is acknowledged, one write for many
 * commits (group commit). H2's own durable setting ({@code WRITE_DELAY=0}) writes a chunk of the file per commit:
 * at a thousand commits a second that cost a tenth of the CPU and grew the file by several MB a second, since
 * H2 keeps replaced chunks for 45 s (docs/decisions.md). Here a committer waits for one write that began after
 * its commit; commits that arrive while a write runs share the next one.
 *
 * <p>The MVStore's version counts writes: every change made while the version was {@code v} is in the file once
 * a write that started at {@code v} or later has finished. {@link #written} is the lowest version whose changes
 * may not be written yet.
 */
final class StoreWrites {

    private final ReentrantLock writer = new ReentrantLock();
    private volatile long written = Long.MIN_VALUE;

    /** Returns once everything the connection's session committed is in the database file (now for in-memory H2). */
    void awaitWritten(Connection connection) throws SQLException {
        MVStore store = storeOf(connection);
        if (store == null || store.getFileStore() == null) {
            return;
        }
        long committedIn = store.getCurrentVersion();
        if (written > committedIn) {
            return;
        }
        writer.lock();
        try {
            if (written > committedIn) {
                return;
            }
            long startedAt = store.getCurrentVersion();
            // Writes all unsaved changes, after any write under way (H2's background writer) has finished.
            store.commit();
            written = startedAt + 1;
        } finally {
            writer.unlock();
        }
    }

    private static MVStore storeOf(Connection connection) throws SQLException {
        if (!connection.isWrapperFor(JdbcConnection.class)
                || !(connection.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session)) {
            return null;
        }
        return session.getDatabase().getStore().getMvStore();
    }
}
