package org.bourse.app.sessions;

import java.time.Duration;

import org.bourse.boot.ModeSetting;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The session store's settings. Where Redis is, and how long a call to it may wait, are Spring Boot's
 * {@code spring.data.redis.*} ({@link RenamedRedisSettings}).
 *
 * @param store      where sessions live: {@code memory} (default), {@code jdbc} or {@code redis}
 * @param cookieName the session cookie of a shared store (the container's is JSESSIONID already); kept
 *                   as JSESSIONID so that load scripts which look for it work on every store
 * @param retryAfter the {@code Retry-After} of the 503 a request gets while the store fails (whole seconds)
 */
@ConfigurationProperties("bourse.sessions")
record SessionSettings(@DefaultValue("memory") SessionStore store, @DefaultValue("JSESSIONID") String cookieName,
        @DefaultValue("1s") Duration retryAfter) {

    /** {@code store}, for what decides before this record is bound ({@link ConditionalOnSessionStore}). */
    static final ModeSetting<SessionStore> STORE = ModeSetting.of(SessionSettings.class, "store", SessionStore.class);

    SessionSettings {
        if (retryAfter.toSeconds() < 1 || retryAfter.toSeconds() > 3600 || retryAfter.toNanos() % 1_000_000_000L != 0) {
            throw new IllegalArgumentException(
                    "bourse.sessions.retry-after must be whole seconds from 1s to 1h, was " + retryAfter);
        }
    }
}
