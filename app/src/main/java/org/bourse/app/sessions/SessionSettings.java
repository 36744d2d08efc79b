package org.bourse.app.sessions;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param store         where sessions live: {@code memory} (default), {@code jdbc} or {@code redis}
 * @param cookieName    the session cookie of a shared store (the container's is JSESSIONID already); kept
 *                      as JSESSIONID so that load scripts which look for it work on every store
 * @param redisHost     the Redis server of {@code store=redis}
 * @param redisPort     its port
 * @param redisPassword its password, empty for none
 * @param redisTimeout  how long a session read or write waits for Redis before the request fails; also the
 *                      longest a connection attempt waits
 * @param retryAfter    the {@code Retry-After} of the 503 a request gets while the store fails (whole seconds)
 */
@ConfigurationProperties("bourse.sessions")
record SessionSettings(@DefaultValue("memory") SessionStore store, @DefaultValue("JSESSIONID") String cookieName,
        @DefaultValue("127.0.0.1") String redisHost, @DefaultValue("6379") int redisPort,
        @DefaultValue("") String redisPassword, @DefaultValue("5s") Duration redisTimeout,
        @DefaultValue("1s") Duration retryAfter) {

    SessionSettings {
        if (redisPort < 1 || redisPort > 65535) {
            throw new IllegalArgumentException("bourse.sessions.redis-port must be 1-65535, was " + redisPort);
        }
        if (redisTimeout.isNegative() || redisTimeout.isZero()) {
            throw new IllegalArgumentException("bourse.sessions.redis-timeout must be positive, was " + redisTimeout);
        }
        if (retryAfter.toSeconds() < 1 || retryAfter.toSeconds() > 3600 || retryAfter.toNanos() % 1_000_000_000L != 0) {
            throw new IllegalArgumentException(
                    "bourse.sessions.retry-after must be whole seconds from 1s to 1h, was " + retryAfter);
        }
    }
}
