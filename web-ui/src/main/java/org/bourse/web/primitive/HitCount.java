package org.bourse.web.primitive;

import java.util.Date;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What DayTrader's primitive pages show besides their work: when the primitive was created (in
 * {@link Date#toString()}'s form, as they print it) and how many times it was hit. One per primitive,
 * shared by its requests.
 */
public final class HitCount {

    private final String initTime = new Date().toString();
    private final AtomicLong hits = new AtomicLong();

    public String initTime() {
        return initTime;
    }

    /** Counts this hit and returns the count including it. */
    public long next() {
        return hits.incrementAndGet();
    }
}
