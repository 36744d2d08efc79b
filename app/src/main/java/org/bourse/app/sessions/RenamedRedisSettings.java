package org.bourse.app.sessions;

import java.util.List;
import java.util.Map;

import org.bourse.boot.RenamedSettings;
import org.springframework.boot.logging.DeferredLogFactory;

/**
 * The Redis connection's settings are Spring Boot's {@code spring.data.redis.*}; the {@code bourse.sessions.redis-*}
 * names they had before still work, deprecated. The one old timeout stands for both of Boot's. Bourse's timeouts
 * stay 5 s, where Lettuce's are 60 s and 10 s: a request that needs a session waits at most that long for a Redis
 * that does not answer (docs/scale-out.md).
 */
final class RenamedRedisSettings extends RenamedSettings {

    RenamedRedisSettings(DeferredLogFactory logs) {
        super(logs, "Bourse's Redis defaults and renamed settings",
                List.of(Rename.of("bourse.sessions.redis-host", "spring.data.redis.host"),
                        Rename.of("bourse.sessions.redis-port", "spring.data.redis.port"),
                        Rename.secret("bourse.sessions.redis-password", "spring.data.redis.password"),
                        Rename.of("bourse.sessions.redis-timeout", "spring.data.redis.timeout",
                                "spring.data.redis.connect-timeout")),
                Map.of("spring.data.redis.timeout", "5s", "spring.data.redis.connect-timeout", "5s"));
    }
}
