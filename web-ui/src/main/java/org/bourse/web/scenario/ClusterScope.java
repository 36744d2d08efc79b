package org.bourse.web.scenario;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.bourse.dal.DataAccessFailure;
import org.bourse.dal.outage.DatabaseUnavailable;
import org.bourse.dal.scenario.ClusterTotals;
import org.bourse.dal.scenario.NodeCounts;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.scenario.ClusterStatistics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * The scenario requests of every node on the shared database. Requests count in this node's memory as in
 * node scope (no database write on the request path); every {@code flushInterval} a thread adds what was
 * counted to this node's row of the current run ({@link ClusterStatistics}), and learns from the answer whether
 * a reset through another node started a new run (then this node starts it too). A snapshot first waits
 * until every other node that is alive has flushed once more, so that it counts every request completed
 * before it was asked; a node that has not flushed for three intervals is taken as gone, and its counts
 * up to its last flush stay in the run. The baseline is the one taken by the run's first scenario request
 * on any node.
 */
final class ClusterScope implements RunScope, SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(ClusterScope.class);
    /** Flushes missed before a node counts as gone. */
    private static final int MISSED_FLUSHES = 3;

    private final ClusterStatistics runs;
    private final NodeCounters local;
    private final Duration flushInterval;
    /** This process's row: a restarted node is a new row, and the killed one's counts stay. */
    private final String node = UUID.randomUUID().toString();
    private final ScheduledExecutorService flusher = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "scenario-statistics-flush");
        t.setDaemon(true);
        return t;
    });
    /**
     * Written under this object's lock, read without it: a request takes its run's baseline holding the
     * counters' lock, which a flush that finds a new run takes while holding this one.
     */
    private volatile long run;
    private boolean failing;
    private volatile boolean running;

    ClusterScope(ClusterStatistics runs, NodeCounters local, Duration flushInterval) {
        this.runs = runs;
        this.local = local;
        this.flushInterval = flushInterval;
    }

    /** Once every bean is ready, so after the migrations: the current run, then a flush every interval. */
    @Override
    public synchronized void start() {
        run = runs.currentRun();
        long millis = flushInterval.toMillis();
        flusher.scheduleWithFixedDelay(this::flushQuietly, millis, millis, TimeUnit.MILLISECONDS);
        running = true;
    }

    @Override
    public void stop() {
        flusher.shutdownNow();
        // a graceful stop leaves nothing counted behind
        flushQuietly();
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** This node's part, counted by the requests. */
    NodeCounters counters() {
        return local;
    }

    @Override
    public void captureBaseline(Supplier<RunStatistics> statistics) {
        local.captureBaseline(() -> {
            long current = currentRun();
            ClusterTotals totals = runs.totals();
            if (totals.baseline() == null) {
                runs.offerBaseline(current, statistics.get());
                totals = runs.totals();
            }
            return totals.baseline();
        });
    }

    @Override
    public ScenarioStatistics.Snapshot snapshot() {
        flushAndAwaitOthers();
        ClusterTotals totals = runs.totals();
        NodeCounts c = totals.counts();
        return new ScenarioStatistics.Snapshot(c.mixRequests(), c.logins(), c.newClients(), c.performed(),
                c.sellDeficit(), totals.baseline(), Math.max(1, totals.nodes()));
    }

    @Override
    public synchronized void reset() {
        local.reset();
        run = runs.reset();
    }

    @Override
    public AcknowledgedOrders.Tracked acknowledgedSince(long sinceOrderId) {
        flushAndAwaitOthers();
        long current = currentRun();
        return new AcknowledgedOrders.Tracked(runs.acknowledged(current, sinceOrderId),
                runs.totals().counts().untracked());
    }

    /** Adds what this node counted since its last flush to its row; a new run found resets this node's part. */
    synchronized void flush() {
        NodeCounters.Drained drained = local.drain();
        long current;
        try {
            current = runs.flush(run, node, drained.counts(), drained.orderIds());
        } catch (DataAccessFailure e) {
            local.undrain(drained);
            throw e;
        }
        if (current != run) {
            // A reset through another node. What was counted since the last flush goes to the new run: a
            // reset comes between runs, and a flush every interval has long taken the old run's counts,
            // while the new run's load may well have started at once.
            local.startNewRun();
            run = current;
            try {
                runs.flush(run, node, drained.counts(), drained.orderIds());
            } catch (DataAccessFailure e) {
                local.undrain(drained);
                throw e;
            }
        }
    }

    private long currentRun() {
        return run;
    }

    private void flushQuietly() {
        try {
            flush();
            if (failing) {
                LOG.info("scenario statistics flushed again");
                failing = false;
            }
        } catch (RuntimeException e) {
            if (e instanceof DatabaseUnavailable) {
                // the database outage is told once, by org.bourse.dal.outage; the counts wait in memory
                LOG.debug("scenario statistics not flushed, the database does not answer: {}", e.getMessage());
            } else if (!failing) {
                // one line per failure: the counts wait in memory and go with the next flush that works
                LOG.warn("scenario statistics not flushed, kept for the next attempt: {}", e.getMessage());
                failing = true;
            }
        }
    }

    private void flushAndAwaitOthers() {
        flush();
        long current = currentRun();
        Map<String, Long> before = runs.flushes(current);
        before.remove(node);
        long deadline = System.nanoTime() + flushInterval.multipliedBy(MISSED_FLUSHES).toNanos();
        while (!before.isEmpty() && System.nanoTime() < deadline) {
            sleep(flushInterval.dividedBy(4));
            Map<String, Long> now = runs.flushes(current);
            before.entrySet().removeIf(e -> now.getOrDefault(e.getKey(), e.getValue()) > e.getValue());
        }
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(Math.max(1, pause.toMillis()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
