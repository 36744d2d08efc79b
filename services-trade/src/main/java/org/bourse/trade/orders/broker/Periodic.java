package org.bourse.trade.orders.broker;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A task run at once and then every interval after the last run ended, on a daemon thread of its own (the
 * outbox relay's passes, the queue's checks), started and stopped with the node's lifecycle.
 */
final class Periodic {

    private final String threadName;
    private final Duration every;
    private final Runnable task;
    private ScheduledExecutorService timer;

    Periodic(String threadName, Duration every, Runnable task) {
        this.threadName = threadName;
        this.every = every;
        this.task = task;
    }

    synchronized void start() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(task, 0, every.toMillis(), TimeUnit.MILLISECONDS);
    }

    synchronized void stop() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }

    synchronized boolean isRunning() {
        return timer != null;
    }
}
