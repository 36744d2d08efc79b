package org.bourse.web.config;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.scenario.ScenarioStatistics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;

/**
 * Runs the admin page's reset and repopulation on a thread of their own, one at a time, so that no
 * request has to outlast them: a large population takes minutes, longer than a front end waits for an
 * answer. The request waits a while ({@code bourse.web.reset-wait}) and then reports the progress,
 * which {@code GET /config/reset/status} reports too. The Trade services refuse trade operations while
 * the reset runs.
 */
final class ResetRunner implements DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(ResetRunner.class);

    /** What the admin asked for. */
    enum Action {
        /** resetTrade(false): the run's statistics, then the seeded population restored. */
        RESET,
        /** resetTrade(true) then resetTrade(false): every trade row deleted, then the population loaded. */
        REPOPULATE
    }

    enum State { NONE, RUNNING, DONE, FAILED }

    /**
     * The latest reset or repopulation.
     *
     * @param before the run statistics before a reset (null otherwise, and until it is done)
     * @param run    the {@code /scenario} counters of the run before the reset (null likewise)
     * @param error  why it failed (null unless FAILED)
     */
    record Progress(State state, Action action, Instant startedAt, Instant finishedAt, RunStatistics before,
            ScenarioStatistics.Snapshot run, TradeException error) {

        static final Progress NONE = new Progress(State.NONE, null, null, null, null, null, null);

        /** Seconds it took, or has taken so far. */
        double seconds(Instant now) {
            Instant end = finishedAt != null ? finishedAt : now;
            return startedAt == null ? 0 : Duration.between(startedAt, end).toMillis() / 1000.0;
        }
    }

    private final TradeServices trade;
    private final ScenarioStatistics scenario;
    private final Clock clock;
    private final AtomicReference<Progress> latest = new AtomicReference<>(Progress.NONE);
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "trade-reset");
        t.setDaemon(true);
        return t;
    });
    private CompletableFuture<Progress> running;

    ResetRunner(TradeServices trade, ScenarioStatistics scenario, Clock clock) {
        this.trade = trade;
        this.scenario = scenario;
        this.clock = clock;
    }

    /** Starts {@code action}, unless one is running already (empty then). */
    synchronized Optional<CompletableFuture<Progress>> start(Action action) {
        if (running != null && !running.isDone()) {
            return Optional.empty();
        }
        Progress started = new Progress(State.RUNNING, action, clock.instant(), null, null, null, null);
        latest.set(started);
        running = CompletableFuture.supplyAsync(() -> run(started), thread);
        return Optional.of(running);
    }

    /** The outcome, or the progress so far if it is still running after {@code wait}. */
    Progress await(CompletableFuture<Progress> future, Duration wait) {
        try {
            return future.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return latest();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return latest();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the reset task failed outside its own handling", e.getCause());
        }
    }

    Progress latest() {
        return latest.get();
    }

    Instant now() {
        return clock.instant();
    }

    private Progress run(Progress started) {
        Progress outcome;
        try {
            if (started.action() == Action.RESET) {
                ScenarioStatistics.Snapshot run = scenario.snapshot();
                RunStatistics before = trade.resetTrade(false);
                scenario.reset();
                outcome = finished(started, State.DONE, before, run, null);
            } else {
                trade.resetTrade(true);
                trade.resetTrade(false);
                scenario.reset();
                outcome = finished(started, State.DONE, null, null, null);
            }
            LOG.info("{} done in {} s", started.action(), outcome.seconds(outcome.finishedAt()));
        } catch (TradeException e) {
            LOG.warn("{} refused: {}", started.action(), e.getMessage());
            outcome = finished(started, State.FAILED, null, null, e);
        } catch (RuntimeException e) {
            LOG.error("{} failed", started.action(), e);
            outcome = finished(started, State.FAILED, null, null,
                    new TradeException("the database failed: " + e.getMessage(), e));
        }
        latest.set(outcome);
        return outcome;
    }

    private Progress finished(Progress started, State state, RunStatistics before, ScenarioStatistics.Snapshot run,
            TradeException error) {
        return new Progress(state, started.action(), started.startedAt(), clock.instant(), before, run, error);
    }

    @Override
    public void destroy() {
        thread.shutdownNow();
    }
}
