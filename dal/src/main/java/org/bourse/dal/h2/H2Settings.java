package org.bourse.dal.h2;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The embedded database's settings ({@code bourse.h2.*}), documented in docs/configuration.md.
 *
 * @param unsafeWriteDelay 0 (the default): a transaction's commit returns once its changes are written to the
 *                         database file ({@link StoreWrites}), so an acknowledged order survives a kill of the
 *                         process. Above 0 it is H2's {@code WRITE_DELAY}: H2 writes committed transactions up to
 *                         that long after they returned, and a crash loses them: not durable, opt-in only
 */
@ConfigurationProperties("bourse.h2")
public record H2Settings(@DefaultValue("0ms") Duration unsafeWriteDelay) {

    /**
     * H2's {@code WRITE_DELAY} with durable commits. Each commit is written by {@link StoreWrites}; H2's background
     * writer, which runs only with a delay above 0, then compacts and shrinks the file as it does by default, and
     * writes within this delay what was committed outside a Bourse transaction (population, primitives).
     */
    static final int DURABLE_WRITE_DELAY_MILLIS = 100;

    public H2Settings {
        if (unsafeWriteDelay.isNegative() || unsafeWriteDelay.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("bourse.h2.unsafe-write-delay must be between 0ms and "
                    + Integer.MAX_VALUE + "ms, was " + unsafeWriteDelay);
        }
    }

    /** Whether a transaction's commit is written before it returns. */
    public boolean durable() {
        return unsafeWriteDelay.isZero();
    }

    /** The {@code WRITE_DELAY} every H2 URL gets. */
    int writeDelayMillis() {
        return durable() ? DURABLE_WRITE_DELAY_MILLIS : (int) unsafeWriteDelay.toMillis();
    }
}
