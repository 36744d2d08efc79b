package org.bourse.app.broker;

import static org.bourse.trade.orders.broker.BrokerNodeRows.await;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.bourse.trade.TradeServices;
import org.bourse.trade.orders.broker.BrokerNodeRows;

/**
 * The broker tests' client: a buy every 20 ms from a thread of its own, keeping the ids of the orders it was
 * told were accepted (for I6) and counting the refusals.
 */
final class Trickle implements AutoCloseable {

    private final List<Long> acknowledged = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger failures = new AtomicInteger();
    private final Thread thread;
    private volatile boolean stop;

    Trickle(TradeServices trade) {
        thread = new Thread(() -> {
            for (int k = 0; !stop; k++) {
                try {
                    acknowledged.add(trade.buy("uid:" + (k % 10), "s:" + (k % 20), BigDecimal.ONE).orderId());
                } catch (RuntimeException e) {
                    failures.incrementAndGet();
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "test-trickle");
        thread.start();
    }

    int count() {
        return acknowledged.size();
    }

    List<Long> acknowledged() {
        synchronized (acknowledged) {
            return List.copyOf(acknowledged);
        }
    }

    int failures() {
        return failures.get();
    }

    void awaitAcknowledged(int n) throws InterruptedException {
        await(() -> acknowledged.size() >= n, n + " orders acknowledged");
    }

    void stop() throws InterruptedException {
        stop = true;
        thread.join(BrokerNodeRows.PATIENCE.toMillis());
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }
}
