package org.bourse.app.http;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bodies being received in the background and the memory they hold, within
 * {@code bourse.http.pending-body-memory}: without a bound, every connection Tomcat accepts could hold
 * a body just under the cap.
 */
final class PendingBodies {

    private final long budget;
    private final AtomicInteger count = new AtomicInteger();
    private final AtomicLong bytes = new AtomicLong();

    PendingBodies(long budget) {
        this.budget = budget;
    }

    void started() {
        count.incrementAndGet();
    }

    /** Takes {@code n} more bytes of the budget, or nothing and false if they are not there. */
    boolean reserve(long n) {
        if (bytes.addAndGet(n) > budget) {
            bytes.addAndGet(-n);
            return false;
        }
        return true;
    }

    /** A body is complete or refused: it gives back all it reserved. */
    void ended(long reserved) {
        bytes.addAndGet(-reserved);
        count.decrementAndGet();
    }

    int count() {
        return count.get();
    }

    long bytes() {
        return bytes.get();
    }
}
