package org.bourse.app.database;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What a request is answered while the database does not answer. How long it waits at most is the pool's
 * ({@code spring.datasource.hikari.connection-timeout}).
 *
 * @param retryAfter the {@code Retry-After} of the 503 (and the wait a SOAP fault suggests), whole seconds
 */
@ConfigurationProperties("bourse.database")
record DatabaseSettings(@DefaultValue("1s") Duration retryAfter) {

    DatabaseSettings {
        if (retryAfter.toSeconds() < 1 || retryAfter.toSeconds() > 3600 || retryAfter.toNanos() % 1_000_000_000L != 0) {
            throw new IllegalArgumentException(
                    "bourse.database.retry-after must be whole seconds from 1s to 1h, was " + retryAfter);
        }
    }
}
