package org.bourse.dal.population;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Several nodes starting at once on one empty PostgreSQL or MariaDB database: each start-up population
 * returns only once the database is fully populated, and it is populated once; started together with a new
 * password cost, they rehash the populated users once.
 */
class PopulationLockTest {

    static final int NODES = 3;
    static final PopulationSettings SETTINGS = new PopulationSettings(400, 200, 11, true, Duration.ofMinutes(10));

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mariadb"})
    void nodesStartingTogetherOnAnEmptyDatabasePopulateItOnce(String vendorId) throws Exception {
        ServerDatabase db = emptyDatabase(vendorId);
        DataSource dataSource = new DriverManagerDataSource(db.url(), db.user(), db.password());
        Vendor vendor = Vendor.fromJdbcUrl(db.url());

        CountDownLatch go = new CountDownLatch(1);
        ExecutorService nodes = Executors.newFixedThreadPool(NODES);
        try {
            List<Future<Integer>> accountsSeenWhenStarted = new ArrayList<>();
            for (int n = 0; n < NODES; n++) {
                accountsSeenWhenStarted.add(nodes.submit(() -> {
                    go.await();
                    new PopulateWhenEmpty(Databases.of(vendor).population(), dataSource, SETTINGS, () -> "{noop}xxx")
                            .afterPropertiesSet();
                    return count(dataSource, "SELECT COUNT(*) FROM account");
                }));
            }
            go.countDown();
            for (Future<Integer> seen : accountsSeenWhenStarted) {
                // no node went on to serve a half-populated database
                assertThat(seen.get(10, TimeUnit.MINUTES)).isEqualTo(SETTINGS.users());
            }
        } finally {
            nodes.shutdownNow();
        }
        assertThat(count(dataSource, "SELECT COUNT(*) FROM quote")).isEqualTo(SETTINGS.quotes());
        assertThat(count(dataSource, "SELECT COUNT(*) FROM trade_population")).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mariadb"})
    void nodesStartingTogetherWithANewPasswordCostRehashThePopulatedUsersOnce(String vendorId) throws Exception {
        ServerDatabase db = emptyDatabase(vendorId);
        DataSource dataSource = new DriverManagerDataSource(db.url(), db.user(), db.password());
        Population population = Databases.of(Vendor.fromJdbcUrl(db.url())).population();
        population.populate(dataSource, new PopulationPlan(50, 10, 11), "{noop}old", Instant.now());
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE account_profile SET password_hash = '{noop}own' WHERE user_id = 'uid:1'");
        }

        AtomicInteger hashed = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService nodes = Executors.newFixedThreadPool(NODES);
        List<Integer> changed = new ArrayList<>();
        try {
            List<Future<Integer>> usersChanged = new ArrayList<>();
            for (int n = 0; n < NODES; n++) {
                usersChanged.add(nodes.submit(() -> {
                    go.await();
                    return population.replaceSeededPasswordHash(dataSource, Duration.ofMinutes(10),
                            seeded -> seeded.equals("{noop}new"), seeded -> {
                        hashed.incrementAndGet();
                        return Optional.of("{noop}new");
                    }).map(Population.SeededHashChange::users).orElse(0);
                }));
            }
            go.countDown();
            for (Future<Integer> users : usersChanged) {
                changed.add(users.get(10, TimeUnit.MINUTES));
            }
        } finally {
            nodes.shutdownNow();
        }
        // one node rehashed; the others, waiting for its lock, found the new hash and did nothing
        assertThat(hashed.get()).isEqualTo(1);
        assertThat(changed).containsExactlyInAnyOrder(49, 0, 0);
        assertThat(count(dataSource, "SELECT COUNT(*) FROM account_profile WHERE password_hash = '{noop}new'"))
                .isEqualTo(49);
        assertThat(count(dataSource, "SELECT COUNT(*) FROM account_profile WHERE password_hash = '{noop}own'"))
                .isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mariadb"})
    void aNodeWhoseSeededHashIsCurrentStartsWhileAnotherHoldsTheLock(String vendorId) {
        ServerDatabase db = emptyDatabase(vendorId);
        DataSource dataSource = new DriverManagerDataSource(db.url(), db.user(), db.password());
        Population population = Databases.of(Vendor.fromJdbcUrl(db.url())).population();
        population.populate(dataSource, new PopulationPlan(20, 10, 11), "{noop}current", Instant.now());
        try (PopulationLock populating = PopulationLock.acquire(population.lock(), dataSource, Duration.ofMinutes(1))) {
            // waiting for the held lock would fail after 1 s: the usual start must not take it at all
            assertThat(population.replaceSeededPasswordHash(dataSource, Duration.ofSeconds(1),
                    seeded -> seeded.equals("{noop}current"), seeded -> Optional.of("{noop}other"))).isEmpty();
            assertThatThrownBy(() -> population.replaceSeededPasswordHash(dataSource, Duration.ofSeconds(1),
                    seeded -> false, seeded -> Optional.of("{noop}other")))
                    .hasMessageContaining("held the population lock");
        }
        assertThat(population.replaceSeededPasswordHash(dataSource, Duration.ofMinutes(1), seeded -> false,
                seeded -> Optional.of("{noop}other")).map(Population.SeededHashChange::users)).contains(20);
    }

    /** This vendor's database for these tests, emptied and migrated. */
    private static ServerDatabase emptyDatabase(String vendorId) {
        ServerDatabase db = (vendorId.equals("postgresql") ? ServerDatabase.postgresql() : ServerDatabase.mariadb())
                .sibling("population_lock");
        db.requireReachable();
        Flyway flyway = Flyway.configure().dataSource(db.url(), db.user(), db.password())
                .locations("classpath:db/migrations/" + vendorId).cleanDisabled(false).load();
        flyway.clean();
        flyway.migrate();
        return db;
    }

    private static int count(DataSource dataSource, String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}
