package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import javax.sql.DataSource;

import org.bourse.dal.scenario.ClusterRuns;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.scenario.ClusterStatistics;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * A node's first scenario request of a run takes the run's baseline while its flush thread learns that a
 * reset through another node began a new run: the request holds the counters and asks for the run, the flush
 * holds the run and starts the counters anew. Both must finish (the suite once hung here for an hour).
 */
class ClusterScopeLockOrderTest {

    private static final Duration BOUND = Duration.ofMinutes(2);

    private final AnnotationConfigApplicationContext trade = new AnnotationConfigApplicationContext();
    private final GatedDataSource database = new GatedDataSource(migrated());

    @AfterEach
    void close() {
        database.open();
        trade.close();
    }

    @Test
    void aBaselineTakenWhileTheFlushFindsANewRunFinishesBoth() throws Exception {
        trade.registerBean(ClusterRuns.class, () -> new ClusterRuns(database));
        trade.scan(ClusterStatistics.class.getPackageName());
        trade.refresh();
        ClusterStatistics runs = trade.getBean(ClusterStatistics.class);
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

    private static void awaitUntil(java.util.function.BooleanSupplier condition, String what)
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

    /** The real database behind a gate the test closes and opens: callers wait at it for a connection. */
    private static final class GatedDataSource extends DelegatingDataSource {

        private boolean closed;
        private int waiting;

        GatedDataSource(DataSource target) {
            super(target);
        }

        synchronized void close() {
            closed = true;
        }

        synchronized void open() {
            closed = false;
            notifyAll();
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
            }
            return super.getConnection();
        }
    }
}
