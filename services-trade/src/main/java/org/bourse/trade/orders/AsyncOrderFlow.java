package org.bourse.trade.orders;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The request commits an open order and returns it; once it has committed, a worker processes it in
 * a transaction of its own ({@link OpenOrders}). Open orders left by a crash are processed when the
 * application starts ({@link #recover()}).
 */
final class AsyncOrderFlow implements OrderFlow, DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(AsyncOrderFlow.class);

    private final OrderStore orders;
    private final OpenOrders openOrders;
    private final ExecutorService workers;

    AsyncOrderFlow(OrderStore orders, OpenOrders openOrders, int workerCount) {
        this.orders = orders;
        this.openOrders = openOrders;
        AtomicInteger n = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(workerCount, r -> {
            Thread t = new Thread(r, "trade-order-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public Order place(NewOrder order, String userId) {
        Order open = orders.create(order);
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                submit(open.orderId());
            }
        });
        return open;
    }

    /** Queues every order still open in the database (run once at start-up). */
    int recover() {
        var open = orders.openOrderIds();
        open.forEach(this::submit);
        if (!open.isEmpty()) {
            LOG.info("Processing {} open orders left from before the start", open.size());
        }
        return open.size();
    }

    private void submit(long orderId) {
        workers.execute(() -> processQuietly(orderId));
    }

    private void processQuietly(long orderId) {
        try {
            if (openOrders.process(orderId) == OpenOrders.Outcome.LEFT_TO_RESET) {
                LOG.debug("Order {} left to the reset that is running", orderId);
            }
        } catch (RuntimeException e) {
            // Left open: the next start (or completeOrder) processes it; nothing half-done survives the rollback.
            LOG.error("Order {} could not be processed and stays open", orderId, e);
        }
    }

    /**
     * Waits up to {@code timeout} until the workers are idle and no order is open in the database (the run
     * check; open orders of another node, or ones that failed, keep it waiting until the timeout).
     */
    @Override
    public boolean awaitNoneOpen(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Future<?> probe = workers.submit(() -> { });
            try {
                probe.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException e) {
                return false;
            }
            if (orders.openOrderIds().isEmpty()) {
                return true;
            }
            if (System.nanoTime() >= deadline) {
                return false;
            }
            Thread.sleep(10);
        }
    }

    @Override
    public void destroy() throws InterruptedException {
        workers.shutdown();
        if (!workers.awaitTermination(10, TimeUnit.SECONDS)) {
            LOG.warn("Order workers still busy at shutdown: their open orders are processed at the next start");
            workers.shutdownNow();
        }
    }
}
