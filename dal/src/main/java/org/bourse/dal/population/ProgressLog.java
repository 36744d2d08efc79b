package org.bourse.dal.population;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The first start's population in the log, so a fresh install does not look hung: one line when it
 * starts, then one at each further tenth done, at most one per {@code interval}, e.g.
 * {@code Populating h2: 15,000 users, 10,000 quotes … 40% (6,000 users)}.
 */
final class ProgressLog implements PopulationProgress {

    private final String what;
    private final int users;
    private final long intervalNanos;
    private final Consumer<String> log;
    private final LongSupplier nanoTime;
    private long lastNanos;
    private int lastTenth;

    ProgressLog(PopulationPlan plan, String vendor, Duration interval, Consumer<String> log, LongSupplier nanoTime) {
        this.what = String.format(Locale.ROOT, "Populating %s: %,d users, %,d quotes", vendor, plan.users(), plan.quotes());
        this.users = plan.users();
        this.intervalNanos = interval.toNanos();
        this.log = log;
        this.nanoTime = nanoTime;
    }

    /** The line before anything is written. */
    void started(long seed) {
        lastNanos = nanoTime.getAsLong();
        log.accept(what + String.format(Locale.ROOT, " (seed %d; only on a first start, later starts skip this)", seed));
    }

    @Override
    public void written(long done, long total) {
        int tenth = total == 0 ? 10 : (int) (done * 10 / total);
        long now = nanoTime.getAsLong();
        if (tenth > lastTenth && tenth < 10 && now - lastNanos >= intervalNanos) {
            lastTenth = tenth;
            lastNanos = now;
            log.accept(String.format(Locale.ROOT, "%s … %d%% (%,d users)", what, tenth * 10, (long) users * tenth / 10));
        }
    }
}
