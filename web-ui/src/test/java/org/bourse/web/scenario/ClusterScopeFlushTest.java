package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.concurrent.atomic.AtomicReference;

import javax.sql.DataSource;

import org.bourse.dal.scenario.ClusterRuns;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.scenario.ClusterStatistics;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The cluster scope's flush thread on a real (embedded) database behind a gate the test controls: against a
 * request taking its run's baseline at the moment the flush learns of a new run, and through failures.
 */
@ExtendWith(OutputCaptureExtension.class)
class ClusterScopeFlushTest {

    private static final Duration BOUND = Duration.ofMinutes(2);

    private final AnnotationConfigApplicationContext trade = new AnnotationConfigApplicationContext();
    private final GatedDataSource database = new GatedDataSource(migrated());

    @AfterEach
    void close() {
        database.open();
        trade.close();
    }

    /**
     * The request holds the counters and asks for the run; the flush, which found a reset through another node,
     * holds the run and starts the counters anew. Both must finish (the suite once hung here for an hour).
     */
    @Test
    void aBaselineTakenWhileTheFlushFindsANewRunFinishesBoth() throws Exception {
        ClusterStatistics runs = statistics();
        ClusterScope scope = new ClusterScope(runs, new NodeCounters(100), Duration.ofHours(1));
        scope.start();
        Thread flush = null;
        try {
            runs.reset(); // through another node: this node learns of it at its next flush

            database.close();
            flush = daemon("flush", scope::flush);
            awaitUntil(() -> database.waiting() == 1, "the flush waits for its connection, holding the run");

            AtomicReference<RunStatistics> asked = new AtomicReference<>();
            Thread request = daemon("request", () -> scope.captureBaseline(() -> {
                asked.set(new RunStatistics(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
                return asked.get();
            }));
            awaitUntil(() -> request.getState() == Thread.State.BLOCKED || database.waiting() == 2,
                    "the request holds the counters and asks for the run");
            database.open();

            long deadline = System.nanoTime() + BOUND.toNanos();
            flush.join(BOUND.toMillis());
            request.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            assertThat(flush.isAlive()).as("the flush thread is stuck: %s", stack(flush)).isFalse();
            assertThat(request.isAlive()).as("the request thread is stuck: %s", stack(request)).isFalse();
            assertThat(scope.snapshot().mixRequests()).isZero();
        } finally {
            database.open();
            if (flush == null || !flush.isAlive()) {
                scope.stop(); // a stuck flush holds the lock the last flush of a stop takes
            }
        }
    }

    /**
     * A database that does not answer is told once per node by the data access's outage watch: the flush adds
     * no line of its own, and its counts go with the first flush that works. Any other failure is one WARN
     * until a flush works again, then one INFO.
     */
    @Test
    void aFlushThatFailsKeepsItsCountsAndLogsOnlyWhatTheOutageWatchDoesNot(CapturedOutput output) throws Exception {
        ClusterStatistics runs = statistics();
        NodeCounters counters = new NodeCounters(100);
        ClusterScope scope = new ClusterScope(runs, counters, Duration.ofMillis(20));
        scope.start();
        try {
            counters.dealt();
            int before = output.getOut().length();
            database.fail("08006"); // the connection failed: the database does not answer
            awaitUntil(() -> database.failures() >= 3, "three flushes on a database that does not answer");
            database.open();
            awaitUntil(() -> runs.totals().counts().mixRequests() == 1, "the count flushed once the database answers");
            assertThat(lines(output, before)).isEmpty();

            counters.dealt();
            database.fail("42000"); // a statement the database refused
            int failures = database.failures();
            awaitUntil(() -> database.failures() >= failures + 3, "three flushes that fail otherwise");
            database.open();
            awaitUntil(() -> runs.totals().counts().mixRequests() == 2, "the count flushed once a flush works");
            awaitUntil(() -> lines(output, before).size() == 2, "the failure's WARN and INFO");
            assertThat(lines(output, before)).satisfiesExactly(
                    warn -> assertThat(warn).contains("WARN").contains("scenario statistics not flushed"),
                    info -> assertThat(info).contains("INFO").contains("scenario statistics flushed again"));
        } finally {
            database.open();
            scope.stop();
        }
    }

    private ClusterStatistics statistics() {
        trade.registerBean(ClusterRuns.class, () -> new ClusterRuns(database));
        trade.scan(ClusterStatistics.class.getPackageName());
        trade.refresh();
        return trade.getBean(ClusterStatistics.class);
    }

    /** The scope's lines above DEBUG since {@code from} in the captured output. */
    private static List<String> lines(CapturedOutput output, int from) {
        return output.getOut().substring(from).lines()
                .filter(l -> l.contains(ClusterScope.class.getSimpleName()) && !l.contains("DEBUG")).toList();
    }

    private static DataSource migrated() {
        DriverManagerDataSource ds = new DriverManagerDataSource(
                "jdbc:h2:mem:cluster_scope_lock_order;DB_CLOSE_DELAY=-1", "sa", "");
        Flyway.configure().dataSource(ds).locations("classpath:db/migrations/h2").cleanDisabled(false).load()
                .migrate();
        return ds;
    }

    private static Thread daemon(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static void awaitUntil(BooleanSupplier condition, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited %s for: %s", BOUND, what).isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    private static String stack(Thread t) {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            b.append("\n  at ").append(e);
        }
        return b.toString();
    }

    /**
     * The real database behind a gate the test closes, opens, or makes fail: callers wait at a closed gate for
     * a connection, and get an {@link SQLException} of the given SQL state from a failing one.
     */
    private static final class GatedDataSource extends DelegatingDataSource {

        private boolean closed;
        private int waiting;
        private String failing;
        private int failures;

        GatedDataSource(DataSource target) {
            super(target);
        }

        synchronized void close() {
            closed = true;
        }

        synchronized void open() {
            closed = false;
            failing = null;
            notifyAll();
        }

        synchronized void fail(String sqlState) {
            failing = sqlState;
        }

        synchronized int failures() {
            return failures;
        }

        synchronized int waiting() {
            return waiting;
        }

        @Override
        public Connection getConnection() throws SQLException {
            synchronized (this) {
                waiting++;
                try {
                    while (closed) {
                        wait();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("interrupted at the gate", e);
                } finally {
                    waiting--;
                }
                if (failing != null) {
                    failures++;
                    throw new SQLException("the gate fails this connection", failing);
                }
            }
            return super.getConnection();
        }
    }
}
