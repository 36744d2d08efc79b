package org.bourse.bench.simulation;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How long the virtual users of one run loop: until the run's count of iterations is used up (each user
 * takes the next one as it finishes the last, so fast users do more), or, without a count, until the
 * run's time is up. Either way an iteration that started finishes: a run never cuts a request or a
 * journey short, so what the server counted and what the load tool counted agree.
 */
public final class Iterations {

    /** Time past the planned end in which started iterations may still finish, beyond their think times and order wait. */
    private static final Duration GRACE = Duration.ofSeconds(60);

    private final long count;
    private final AtomicLong left;
    private final long totalNanos;
    /** When the run's time is up: set by the first user that asks, so Gatling's own start-up is not counted. */
    private final AtomicLong endNanos = new AtomicLong();
    private final Duration bound;

    /**
     * @param run            the run's settings
     * @param pausesPerLoop think times one iteration waits through (they delay its end)
     */
    public Iterations(RunSettings run, int pausesPerLoop) {
        this.count = run.count();
        this.left = new AtomicLong(run.count());
        this.totalNanos = run.total().toNanos();
        this.bound = count > 0 ? run.total()
                : run.total().plus(GRACE).plus(run.think().multipliedBy(pausesPerLoop)).plus(run.orderWait());
    }

    /** Whether a user starts one more iteration; with a count, this takes it. */
    public boolean another() {
        if (count > 0) {
            return left.getAndDecrement() > 0;
        }
        long now = System.nanoTime();
        // 0 is "not started"; a clock that reads exactly 0 only shifts the end by a nanosecond
        endNanos.compareAndSet(0, now + totalNanos == 0 ? 1 : now + totalNanos);
        return now - endNanos.get() < 0;
    }

    /** The longest the simulation may run (Gatling's maxDuration): the count's bound, or the time plus grace. */
    public Duration bound() {
        return bound;
    }
}
