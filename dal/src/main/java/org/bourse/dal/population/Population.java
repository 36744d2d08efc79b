package org.bourse.dal.population;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

import javax.sql.DataSource;

import org.bourse.dal.DataAccessFailure;
import org.bourse.dal.Vendor;

/**
 * Fills the trade tables with a seeded, reproducible population (quotes, users with their profile
 * and account, holdings with the buy order that bought each) fast enough to repopulate before every
 * benchmark run, and records what it wrote in {@code trade_population}.
 *
 * <p>The same plan gives the same rows, ids included, on every run and on every database: the rows
 * come from the seed alone, ids are assigned 1..n in a fixed order, and the identities are then
 * moved past them so that rows created later never collide. Each account's balance is its opening
 * balance less the cost and fee of its seeded buys, so the cash ledger holds from the start.
 *
 * <p>A population is written in one transaction: it is all there or not at all, and two nodes
 * populating the same empty database at once cannot both succeed (the seeded ids collide), so
 * "populate on first start of an empty database" is safe. Timestamps are kept to the microsecond,
 * the precision every supported database stores.
 */
public final class Population {

    private final Vendor vendor;
    private final VendorWriter writer;

    /** Built by the database's {@code org.bourse.dal.spi.Database}, which brings the writer. */
    public Population(Vendor vendor, VendorWriter writer) {
        this.vendor = Objects.requireNonNull(vendor, "vendor");
        this.writer = Objects.requireNonNull(writer, "writer");
    }

    public Vendor vendor() {
        return vendor;
    }

    /** The database's lock around the start-up population, if it needs one. */
    Optional<VendorWriter.LockStatements> lock() {
        return writer.populationLock();
    }

    /**
     * Populates empty trade tables.
     *
     * @param passwordHash the stored password hash of every user (the caller hashes once)
     * @param populatedAt the creation, purchase and order date of every seeded row
     * @throws DataAccessFailure if the tables already hold trade rows (use {@link #reset}) or the
     *         database fails; nothing is written then
     */
    public PopulationRecord populate(Connection connection, PopulationPlan plan, String passwordHash,
            Instant populatedAt) {
        return run(connection, plan, passwordHash, populatedAt, false, PopulationProgress.NONE);
    }

    /** {@link #populate(DataSource, PopulationPlan, String, Instant)}, telling {@code progress} how far it got. */
    public PopulationRecord populate(DataSource dataSource, PopulationPlan plan, String passwordHash,
            Instant populatedAt, PopulationProgress progress) {
        try (Connection connection = dataSource.getConnection()) {
            return run(connection, plan, passwordHash, populatedAt, false, progress);
        } catch (SQLException e) {
            throw DataAccessFailure.of("Population (connecting)", e);
        }
    }

    /** {@link #populate(Connection, PopulationPlan, String, Instant)} on a connection of the data source. */
    public PopulationRecord populate(DataSource dataSource, PopulationPlan plan, String passwordHash,
            Instant populatedAt) {
        try (Connection connection = dataSource.getConnection()) {
            return populate(connection, plan, passwordHash, populatedAt);
        } catch (SQLException e) {
            throw DataAccessFailure.of("Population (connecting)", e);
        }
    }

    /**
     * Deletes every trade row (orders, holdings, accounts, profiles, quotes, the population record),
     * restarts the identities and populates again: the result is the same as a fresh population with
     * this plan. On PostgreSQL this is one transaction; on H2 and MariaDB emptying the tables uses
     * TRUNCATE, which commits by itself, so a failure while populating leaves them empty.
     */
    public PopulationRecord reset(Connection connection, PopulationPlan plan, String passwordHash,
            Instant populatedAt) {
        return run(connection, plan, passwordHash, populatedAt, true, PopulationProgress.NONE);
    }

    /** {@link #reset(Connection, PopulationPlan, String, Instant)} on a connection of the data source. */
    public PopulationRecord reset(DataSource dataSource, PopulationPlan plan, String passwordHash,
            Instant populatedAt) {
        try (Connection connection = dataSource.getConnection()) {
            return reset(connection, plan, passwordHash, populatedAt);
        } catch (SQLException e) {
            throw DataAccessFailure.of("Population reset (connecting)", e);
        }
    }

    /** Whether the database has neither quotes nor accounts: never populated (or emptied). */
    public boolean isEmpty(Connection connection) {
        try {
            return !hasRows(connection, "quote") && !hasRows(connection, "account");
        } catch (SQLException e) {
            throw DataAccessFailure.of("Checking whether the trade tables are empty", e);
        }
    }

    /** {@link #isEmpty(Connection)} on a connection of the data source. */
    public boolean isEmpty(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return isEmpty(connection);
        } catch (SQLException e) {
            throw DataAccessFailure.of("Checking whether the trade tables are empty (connecting)", e);
        }
    }

    /**
     * Replaces the password hash the seeded users share (they are populated with one hash, hashed once):
     * {@code replacement} is given that hash — the most common among {@code uid:} users — and answers the
     * one they should have instead, or empty to keep it; every {@code uid:} user with the old hash gets the
     * new one (one UPDATE; users who changed their password keep theirs). Done under the population lock, so
     * of several nodes starting together with a new setting one replaces it, and the others are given the
     * hash it wrote (which theirs keeps). The usual start, where the hash already is {@code current}, is
     * decided before the lock: a node then never waits for another one populating or rehashing.
     *
     * @param lockWait how long to wait for another node holding the lock (bourse.population.lock-wait)
     * @param current  whether a seeded hash is already the one wanted (cheap: no hashing)
     * @return what was replaced, empty if nothing was (no seeded users, or the hash was kept)
     */
    public Optional<SeededHashChange> replaceSeededPasswordHash(DataSource dataSource, Duration lockWait,
            Predicate<String> current, Function<String, Optional<String>> replacement) {
        if (seededPasswordHash(dataSource).map(current::test).orElse(true)) {
            return Optional.empty();
        }
        try (PopulationLock lock = PopulationLock.acquire(lock(), dataSource, lockWait)) {
            Optional<String> seeded = seededPasswordHash(dataSource).filter(current.negate());
            Optional<String> wanted = seeded.flatMap(replacement);
            if (wanted.isEmpty() || wanted.equals(seeded)) {
                return Optional.empty();
            }
            int users = replace(dataSource, seeded.get(), wanted.get());
            return Optional.of(new SeededHashChange(seeded.get(), wanted.get(), users));
        }
    }

    /**
     * @param from  the hash the seeded users shared
     * @param to    the hash they share now
     * @param users how many users got it
     */
    public record SeededHashChange(String from, String to, int users) {
    }

    private static Optional<String> seededPasswordHash(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection();
                Statement s = connection.createStatement()) {
            s.setMaxRows(1);
            try (ResultSet rs = s.executeQuery("SELECT password_hash FROM account_profile WHERE user_id LIKE 'uid:%'"
                    + " GROUP BY password_hash ORDER BY COUNT(*) DESC")) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw DataAccessFailure.of("Reading the seeded users' password hash", e);
        }
    }

    private static int replace(DataSource dataSource, String seededHash, String newHash) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement ps = connection.prepareStatement("UPDATE account_profile SET password_hash = ?"
                        + " WHERE user_id LIKE 'uid:%' AND password_hash = ?")) {
            ps.setString(1, newHash);
            ps.setString(2, seededHash);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw DataAccessFailure.of("Changing the seeded users' password hash", e);
        }
    }

    /** The record of the last population, empty if the database was never populated. */
    public Optional<PopulationRecord> lastPopulation(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT seed, users, quotes, last_seeded_account_id,"
                        + " last_seeded_holding_id, last_seeded_order_id, populated_at FROM trade_population"
                        + " WHERE id = 1")) {
            if (!rs.next()) {
                return Optional.empty();
            }
            return Optional.of(new PopulationRecord(new PopulationPlan(rs.getInt(2), rs.getInt(3), rs.getLong(1)),
                    rs.getLong(4), rs.getLong(5), rs.getLong(6), writer.instant(rs, 7)));
        } catch (SQLException e) {
            throw DataAccessFailure.of("Reading the population record", e);
        }
    }

    private PopulationRecord run(Connection connection, PopulationPlan plan, String passwordHash,
            Instant populatedAt, boolean clearFirst, PopulationProgress progress) {
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(plan, "plan");
        if (passwordHash == null || passwordHash.isBlank() || passwordHash.length() > 255) {
            throw new IllegalArgumentException("passwordHash must be a non-blank string of at most 255 characters");
        }
        Instant at = Objects.requireNonNull(populatedAt, "populatedAt").truncatedTo(ChronoUnit.MICROS);
        SeededRows rows = new SeededRows(plan, passwordHash, at, progress);
        String what = (clearFirst ? "Population reset" : "Population") + " of " + plan + " on " + vendor.id();
        boolean autoCommit = true;
        try {
            autoCommit = connection.getAutoCommit();
            if (clearFirst && writer.clearCommits()) {
                connection.setAutoCommit(true);
                writer.clear(connection);
            }
            connection.setAutoCommit(false);
            try {
                if (clearFirst && !writer.clearCommits()) {
                    writer.clear(connection);
                }
                requireEmpty(connection);
                writer.write(connection, rows);
                writeRecord(connection, rows);
                writer.restartIdentities(connection, rows);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                rollback(connection, e);
                throw e;
            }
        } catch (SQLException e) {
            throw DataAccessFailure.of(what, e);
        } finally {
            restoreAutoCommit(connection, autoCommit);
        }
        return new PopulationRecord(plan, rows.lastAccountId(), rows.lastHoldingId(), rows.lastOrderId(), at);
    }

    /** Seeded ids start at 1, so rows already there would collide (or be mistaken for seeded ones). */
    private static void requireEmpty(Connection connection) throws SQLException {
        for (String table : VendorWriter.TABLES_CHILD_FIRST) {
            if (!table.equals("trade_population") && hasRows(connection, table)) {
                throw new DataAccessFailure("Cannot populate: table " + table + " already holds rows."
                        + " Reset the population instead.");
            }
        }
    }

    private void writeRecord(Connection connection, SeededRows rows) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.executeUpdate("DELETE FROM trade_population");
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO trade_population (id, seed, users,"
                + " quotes, last_seeded_account_id, last_seeded_holding_id, last_seeded_order_id, populated_at)"
                + " VALUES (1, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setLong(1, rows.plan().seed());
            ps.setInt(2, rows.plan().users());
            ps.setInt(3, rows.plan().quotes());
            ps.setLong(4, rows.lastAccountId());
            ps.setLong(5, rows.lastHoldingId());
            ps.setLong(6, rows.lastOrderId());
            ps.setObject(7, writer.timestamp(rows.populatedAt()));
            ps.executeUpdate();
        }
    }

    private static boolean hasRows(Connection connection, String table) throws SQLException {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT 1 FROM " + table + " LIMIT 1")) {
            return rs.next();
        }
    }

    private static void rollback(Connection connection, Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }

    private static void restoreAutoCommit(Connection connection, boolean autoCommit) {
        try {
            if (!connection.isClosed() && connection.getAutoCommit() != autoCommit) {
                connection.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            // The connection is broken; its pool discards it. The population's outcome stands.
        }
    }
}
