package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

import javax.sql.DataSource;

import org.bourse.dal.DataAccessFailure;

/**
 * A lock on the database held while a node checks whether it is empty and populates it, so that of several
 * nodes starting on one empty database exactly one populates it and the others wait and then find it
 * populated (never a half-populated one); also held while the seeded users' password hash is replaced
 * ({@link Population#replaceSeededPasswordHash}), so one node of several does it. The statements are the
 * database's ({@link VendorWriter#populationLock}): they belong to the holding connection, so a node killed
 * while populating releases it. A database that one process opens (H2, embedded) takes none. (The migrations
 * before it are serialised by Flyway's own lock.)
 */
final class PopulationLock implements AutoCloseable {

    private static final Duration POLL = Duration.ofMillis(250);

    private final Connection connection;
    private final String unlock;

    private PopulationLock(Connection connection, String unlock) {
        this.connection = connection;
        this.unlock = unlock;
    }

    /** Waits up to {@code wait} for the lock; none is taken if the database has none. */
    static PopulationLock acquire(Optional<VendorWriter.LockStatements> statements, DataSource dataSource,
            Duration wait) {
        if (statements.isEmpty()) {
            return new PopulationLock(null, null);
        }
        String tryLock = statements.get().tryLock();
        String unlock = statements.get().unlock();
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            Connection c = dataSource.getConnection();
            try {
                while (!taken(c, tryLock)) {
                    if (System.nanoTime() > deadline) {
                        throw new DataAccessFailure("another node held the population lock for longer than"
                                + " bourse.population.lock-wait (" + wait + ")");
                    }
                    Thread.sleep(POLL.toMillis());
                }
                return new PopulationLock(c, unlock);
            } catch (SQLException | RuntimeException e) {
                c.close();
                throw e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                c.close();
                throw new DataAccessFailure("interrupted while waiting for the population lock", e);
            }
        } catch (SQLException e) {
            throw DataAccessFailure.of("taking the population lock", e);
        }
    }

    private static boolean taken(Connection c, String tryLock) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(tryLock); ResultSet r = s.executeQuery()) {
            return r.next() && r.getInt(1) == 1;
        }
    }

    /** Releases the lock before the pooled connection goes back (a session lock would outlive the close). */
    @Override
    public void close() {
        if (connection == null) {
            return;
        }
        try (Connection c = connection; PreparedStatement s = c.prepareStatement(unlock)) {
            s.executeQuery().close();
        } catch (SQLException e) {
            throw DataAccessFailure.of("releasing the population lock", e);
        }
    }
}
