package org.bourse.trade.inprocess;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import org.bourse.trade.TradeException;

/**
 * Keeps a reset of the trade data apart from the trade operations of this node. Operations run inside
 * the gate, any number at once. A reset closes it: from then on operations are refused at once with
 * {@link TradeException.ResetInProgress}, before they touch a row, and the reset starts once the
 * operations already inside have finished. So no operation ever sees the tables half emptied or half
 * filled, whatever the database does with a concurrent TRUNCATE. One reset at a time.
 *
 * <p>Per node: nodes that share one database do not see each other's resets (docs/trade.md).
 */
final class ResetGate {

    static final String REFUSED = "The trade data is being reset; nothing was changed, try again once the reset is done";

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final AtomicBoolean resetting = new AtomicBoolean();
    private final Duration drainTimeout;

    ResetGate(Duration drainTimeout) {
        this.drainTimeout = drainTimeout;
    }

    /** Runs a trade operation, or refuses it while a reset runs or waits to run. */
    <T> T operation(Supplier<T> work) {
        // An operation already inside (a nested call on this thread) is let through: refusing it half-way
        // would only fail the outer one, which the reset is waiting for anyway.
        if ((resetting.get() && lock.getReadHoldCount() == 0) || !lock.readLock().tryLock()) {
            throw new TradeException.ResetInProgress(REFUSED);
        }
        try {
            return work.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    /** A trade operation that returns nothing. */
    void run(Runnable work) {
        operation(() -> {
            work.run();
            return null;
        });
    }

    /**
     * Runs a reset alone: closes the gate, waits for the running operations, runs {@code work}, opens
     * the gate again. A second reset meanwhile is refused; so is this one if the running operations do
     * not finish within the drain timeout (nothing was changed then).
     */
    <T> T reset(Supplier<T> work) {
        if (!resetting.compareAndSet(false, true)) {
            throw new TradeException.ResetInProgress("Another reset of the trade data is running; nothing was changed");
        }
        try {
            if (!lock.writeLock().tryLock(drainTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new TradeException.Busy("Trade operations were still running after "
                        + drainTimeout.toSeconds() + " s, so the reset did not start; nothing was changed, try again"
                        + " (bourse.trade.reset-drain-timeout)", null);
            }
            try {
                return work.get();
            } finally {
                lock.writeLock().unlock();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TradeException.Busy("Interrupted while waiting for trade operations to finish; nothing was"
                    + " changed", e);
        } finally {
            resetting.set(false);
        }
    }
}
