package org.bourse.dal.h2;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The embedded database's settings ({@code bourse.h2.*}), documented in docs/configuration.md.
 *
 * @param unsafeWriteDelay H2's {@code WRITE_DELAY} for every {@code jdbc:h2:} URL. 0 (the default): a commit
 *                         returns once its changes are written to the database file, so an acknowledged order
 *                         survives a kill of the process. Above 0 H2 writes committed transactions up to that
 *                         long after they returned, and a crash loses them: not durable, opt-in only
 * @param compactInterval  with durable commits, how often the file's sparse chunks are rewritten (H2's own
 *                         background compaction runs only with a write delay); 0 switches it off
 */
@ConfigurationProperties("bourse.h2")
public record H2Settings(@DefaultValue("0ms") Duration unsafeWriteDelay, @DefaultValue("1s") Duration compactInterval) {

    public H2Settings {
        if (unsafeWriteDelay.isNegative() || unsafeWriteDelay.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("bourse.h2.unsafe-write-delay must be between 0ms and "
                    + Integer.MAX_VALUE + "ms, was " + unsafeWriteDelay);
        }
        if (compactInterval.isNegative()) {
            throw new IllegalArgumentException("bourse.h2.compact-interval must not be negative, was "
                    + compactInterval);
        }
    }

    /** Whether commits are written before they return. */
    public boolean durable() {
        return unsafeWriteDelay.isZero();
    }
}
