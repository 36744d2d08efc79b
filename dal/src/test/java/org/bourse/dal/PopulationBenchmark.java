package org.bourse.dal;

import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Locale;
import java.util.function.Supplier;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.dal.population.PopulationRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * How long a population takes on each database, at DayTrader's default size (15,000 users, 10,000
 * quotes) and at 500,000 users / 100,000 quotes. Not a check but a measurement, so it only runs when
 * asked: {@code -Dbourse.bench.population=true}. Results go to the test's output file
 * ({@code target/surefire-reports/org.bourse.dal.PopulationBenchmark-output.txt}).
 */
@EnabledIfSystemProperty(named = "bourse.bench.population", matches = "true")
class PopulationBenchmark {

    private static final PopulationPlan DEFAULT = PopulationPlan.defaults(42);
    private static final PopulationPlan LARGE = new PopulationPlan(500_000, 100_000, 42);
    private static final String HASH = PopulationContract.HASH;

    @Test
    void h2() throws SQLException {
        ServerDatabase db = ServerDatabase.h2("bourse_population_bench");
        measure(db, Vendor.H2);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        }
    }

    /** H2 on disk, as the embedded default runs (a fresh file in the temporary directory). */
    @Test
    void h2File() throws SQLException, java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("bourse-population-bench");
        ServerDatabase db = new ServerDatabase("h2", "jdbc:h2:file:" + dir.resolve("bench").toAbsolutePath(), "sa", "");
        measure(db, Vendor.H2);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        }
    }

    @Test
    void postgresql() throws SQLException {
        measure(ServerDatabase.postgresql(), Vendor.POSTGRESQL);
    }

    @Test
    void mariadb() throws SQLException {
        measure(ServerDatabase.mariadb(), Vendor.MARIADB);
    }

    private static void measure(ServerDatabase db, Vendor vendor) throws SQLException {
        db.requireReachable();
        Population population = Databases.of(vendor).population();
        try (Connection c = db.connect()) {
            db.migrateClean();
            time(vendor, "populate", DEFAULT, () -> population.populate(c, DEFAULT, HASH, Instant.now()));
            time(vendor, "reset", DEFAULT, () -> population.reset(c, DEFAULT, HASH, Instant.now()));
            db.migrateClean();
            time(vendor, "populate", LARGE, () -> population.populate(c, LARGE, HASH, Instant.now()));
            time(vendor, "reset", LARGE, () -> population.reset(c, LARGE, HASH, Instant.now()));
        }
    }

    private static void time(Vendor vendor, String what, PopulationPlan plan, Supplier<PopulationRecord> run) {
        long start = System.nanoTime();
        PopulationRecord record = run.get();
        double seconds = (System.nanoTime() - start) / 1e9;
        long rows = plan.quotes() + 2L * plan.users() + record.lastSeededHoldingId() + record.lastSeededOrderId();
        assertThat(record.lastSeededAccountId()).isEqualTo(plan.users());
        System.out.printf(Locale.ROOT, "POPULATION %-10s %-8s users=%,d quotes=%,d holdings=%,d orders=%,d"
                + " rows=%,d: %.2f s, %,.0f rows/s%n", vendor.id(), what, plan.users(), plan.quotes(),
                record.lastSeededHoldingId(), record.lastSeededOrderId(), rows, seconds, rows / seconds);
    }
}
