package org.bourse.dal;

import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.dal.population.PopulationRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * How long resetTrade's population reset takes, the step that dominates {@code POST /config/reset} and
 * the SOAP resetTrade: a populated database back to the seeded rows, right after populating ("fresh")
 * and after a run ("after run": one more order per seeded holding and a login on every account, about
 * what ten minutes of /scenario leave). A measurement, not a check: it runs only when asked,
 * {@code -Dbourse.bench.reset=true}. Settings (system properties, defaults in brackets):
 * {@code bourse.bench.reset.databases} [h2-file] (any of h2-file, h2-mem, postgresql, mariadb, comma
 * separated), {@code .users} [15000], {@code .quotes} [10000], {@code .rounds} [5]. One line per reset,
 * then the median, in {@code target/surefire-reports/org.bourse.dal.ResetBenchmark-output.txt}
 * (docs/benchmarks/population-and-reset.md).
 */
@EnabledIfSystemProperty(named = "bourse.bench.reset", matches = "true")
class ResetBenchmark {

    private static final String HASH = PopulationContract.HASH;
    /**
     * CPU time, besides the elapsed time: on a busy machine the elapsed time measures the neighbours,
     * while the resetting thread's CPU time stays close to what a quiet machine would take.
     */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    @Test
    void reset() throws Exception {
        PopulationPlan plan = new PopulationPlan(Integer.getInteger("bourse.bench.reset.users", 15_000),
                Integer.getInteger("bourse.bench.reset.quotes", 10_000), 42);
        int rounds = Integer.getInteger("bourse.bench.reset.rounds", 5);
        for (String database : System.getProperty("bourse.bench.reset.databases", "h2-file").split(",")) {
            measure(database.strip(), plan, rounds);
        }
    }

    private static void measure(String database, PopulationPlan plan, int rounds) throws SQLException, IOException {
        Path dir = null;
        ServerDatabase db;
        Vendor vendor;
        switch (database) {
            case "h2-file" -> {
                dir = Files.createTempDirectory("bourse-reset-bench");
                db = new ServerDatabase("h2", "jdbc:h2:file:" + dir.resolve("bench").toAbsolutePath(), "sa", "");
                vendor = Vendor.H2;
            }
            case "h2-mem" -> {
                db = ServerDatabase.h2("bourse_reset_bench");
                vendor = Vendor.H2;
            }
            case "postgresql" -> {
                db = ServerDatabase.postgresql();
                vendor = Vendor.POSTGRESQL;
            }
            case "mariadb" -> {
                db = ServerDatabase.mariadb();
                vendor = Vendor.MARIADB;
            }
            default -> throw new IllegalArgumentException("unknown database '" + database
                    + "' (h2-file, h2-mem, postgresql, mariadb)");
        }
        db.requireReachable();
        db.migrateClean();
        Population population = Databases.of(vendor).population();
        List<double[]> fresh = new ArrayList<>();
        List<double[]> afterRun = new ArrayList<>();
        try (Connection c = db.connect()) {
            population.populate(c, plan, HASH, Instant.now());
            for (int round = 1; round <= rounds; round++) {
                fresh.add(time(database, "fresh", round, plan, () -> population.reset(c, plan, HASH, Instant.now())));
                simulateRun(c);
                afterRun.add(time(database, "after run", round, plan,
                        () -> population.reset(c, plan, HASH, Instant.now())));
            }
            if (vendor == Vendor.H2) {
                try (Statement s = c.createStatement()) {
                    s.execute("SHUTDOWN");
                }
            }
        } finally {
            if (dir != null) {
                try (var paths = Files.walk(dir)) {
                    for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "RESET %-10s users=%,d quotes=%,d median of %d: fresh %.2f s (thread CPU %.2f s),"
                + " after run %.2f s (thread CPU %.2f s)%n", database, plan.users(), plan.quotes(), rounds,
                median(fresh, 0), median(fresh, 1), median(afterRun, 0), median(afterRun, 1));
    }

    /** One more (processed) order per seeded holding and a login on every account, in portable SQL. */
    private static void simulateRun(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status,"
                    + " quantity, price, order_fee, open_date, completion_date) SELECT account_id, quote_symbol,"
                    + " holding_id, 'buy', 'completed', quantity, purchase_price, 24.95, purchase_date, purchase_date"
                    + " FROM holding");
            s.executeUpdate("UPDATE account SET login_count = login_count + 1");
        }
    }

    private interface Reset {
        PopulationRecord run() throws SQLException;
    }

    /** Elapsed seconds and the resetting thread's CPU seconds. */
    private static double[] time(String database, String what, int round, PopulationPlan plan, Reset reset)
            throws SQLException, IOException {
        long start = System.nanoTime();
        long threadCpu = THREADS.getCurrentThreadCpuTime();
        long processCpu = PROCESS.getProcessCpuTime();
        PopulationRecord record = reset.run();
        double seconds = (System.nanoTime() - start) / 1e9;
        double threadSeconds = (THREADS.getCurrentThreadCpuTime() - threadCpu) / 1e9;
        double processSeconds = (PROCESS.getProcessCpuTime() - processCpu) / 1e9;
        assertThat(record.lastSeededAccountId()).isEqualTo(plan.users());
        System.out.printf(Locale.ROOT, "RESET %-10s %-9s users=%,d quotes=%,d round %d: %.2f s"
                + " (CPU: %.2f s this thread, %.2f s whole JVM; load %s)%n", database, what, plan.users(),
                plan.quotes(), round, seconds, threadSeconds, processSeconds, loadAverage());
        return new double[] {seconds, threadSeconds};
    }

    private static double median(List<double[]> values, int which) {
        double[] sorted = values.stream().mapToDouble(v -> v[which]).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The 1-minute load average where Linux tells it, so a figure says how busy the machine was. */
    private static String loadAverage() throws IOException {
        Path load = Path.of("/proc/loadavg");
        return Files.isReadable(load) ? Arrays.asList(Files.readString(load).split(" ")).get(0) : "n/a";
    }
}
