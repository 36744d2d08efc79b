package org.bourse.trade.orders;

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

import org.bourse.dal.trade.OpenOrderTotals;
import org.bourse.dal.trade.OrderStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The open orders read from the database at most once per {@link #FRESH}, on a thread of its own, and
 * waited for at most {@link #WAIT}: a database that does not answer makes the reading unknown, not the
 * page or the scrape slow. Each reading starts at the lowest order id the last one found open (or
 * {@link #LAG} ids below the highest when none was), since an order closed never opens again and a new one
 * takes a higher id: a scrape reads the orders since then, not the whole history of a long run. The lag
 * covers ids taken by transactions that commit after later ones. The queue comes from the broker mode's
 * watch, which never waits.
 */
final class StoreOrderBacklog implements OrderBacklog, DisposableBean {

    static final Duration FRESH = Duration.ofSeconds(5);
    static final Duration WAIT = Duration.ofSeconds(2);
    static final long LAG = 10_000;

    private static final Logger LOG = LoggerFactory.getLogger(StoreOrderBacklog.class);

    private final OrderStore orders;
    private final Clock clock;
    private final ObjectProvider<BrokerQueue> brokerQueue;
    private final ExecutorService reader = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "trade-backlog-reader");
        t.setDaemon(true);
        return t;
    });
    private Sample latest;
    // read and written on the reader thread only
    private long from;
    private CompletableFuture<Sample> reading;

    StoreOrderBacklog(OrderStore orders, Clock clock, ObjectProvider<BrokerQueue> brokerQueue) {
        this.orders = orders;
        this.clock = clock;
        this.brokerQueue = brokerQueue;
    }

    @Override
    public OpenOrders openOrders() {
        CompletableFuture<Sample> pending = refreshIfStale();
        Sample s = current();
        if (pending != null) {
            try {
                s = pending.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // the previous reading while it is fresh enough, else unknown (below)
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Instant now = clock.instant();
        if (s == null || s.totals() == null || Duration.between(s.readAt(), now).compareTo(FRESH.plus(WAIT)) > 0) {
            return OpenOrders.unknown();
        }
        Duration age = s.totals().oldestOpenDate().map(d -> Duration.between(d, now)).filter(d -> !d.isNegative())
                .orElse(Duration.ZERO);
        return new OpenOrders(true, s.totals().count(), age);
    }

    @Override
    public Optional<QueueState> queue() {
        BrokerQueue q = brokerQueue.getIfAvailable();
        return q == null ? Optional.empty() : Optional.of(q.state());
    }

    private synchronized Sample current() {
        return latest;
    }

    /** @return the reading under way, or null when the latest one is fresh enough */
    private synchronized CompletableFuture<Sample> refreshIfStale() {
        if (latest != null && Duration.between(latest.readAt(), clock.instant()).compareTo(FRESH) < 0) {
            return null;
        }
        if (reading == null || reading.isDone()) {
            reading = CompletableFuture.supplyAsync(this::read, reader);
            reading.thenAccept(this::stored);
        }
        return reading;
    }

    private synchronized void stored(Sample s) {
        latest = s;
    }

    private Sample read() {
        try {
            OpenOrderTotals totals = orders.openTotals(from);
            from = Math.max(0, Math.min(totals.lowestOpenId().orElse(Long.MAX_VALUE), totals.highestOrderId() - LAG));
            return new Sample(clock.instant(), totals);
        } catch (RuntimeException e) {
            // The database being down is reported where requests fail; here it is only "unknown".
            LOG.debug("Open orders unknown: {}", e.getMessage());
            return new Sample(clock.instant(), null);
        }
    }

    @Override
    public void destroy() {
        reader.shutdownNow();
    }

    /** @param totals null when the database did not answer */
    private record Sample(Instant readAt, OpenOrderTotals totals) {
    }
}
