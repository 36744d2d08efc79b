package org.bourse.soap;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Lets at most one log line per key through in each interval and counts the ones held back. The keys
 * must come from a small fixed set (an enum), never from a request: each key keeps its own counters.
 */
final class ThrottledLines<K> {

    /** What {@link #admit} answers for a line that must not be written. */
    static final long HELD_BACK = -1;

    private final long intervalNanos;
    private final LongSupplier nanoClock;
    private final Map<K, Window> windows = new ConcurrentHashMap<>();

    ThrottledLines(Duration interval, LongSupplier nanoClock) {
        this.intervalNanos = interval.toNanos();
        this.nanoClock = nanoClock;
    }

    /**
     * @return {@link #HELD_BACK} if this line is to be dropped, otherwise how many lines of this key were
     *         dropped since the last one written
     */
    long admit(K key) {
        if (intervalNanos == 0) {
            return 0;
        }
        long now = nanoClock.getAsLong();
        Window window = windows.computeIfAbsent(key, k -> new Window(now - intervalNanos));
        long last = window.lastWritten.get();
        if (now - last >= intervalNanos && window.lastWritten.compareAndSet(last, now)) {
            return window.heldBack.getAndSet(0);
        }
        window.heldBack.incrementAndGet();
        return HELD_BACK;
    }

    private static final class Window {
        final AtomicLong lastWritten;
        final AtomicLong heldBack = new AtomicLong();

        Window(long lastWritten) {
            this.lastWritten = new AtomicLong(lastWritten);
        }
    }
}
