package org.bourse.app.sessions;

import java.util.Set;

import org.bourse.boot.ModeAutoConfigurations;
import org.springframework.core.env.Environment;

/**
 * Spring Boot's Redis auto-configuration runs with {@code bourse.sessions.store=redis} and nowhere else: it
 * makes the Redis connection from the {@code spring.data.redis.*} settings. Its health indicators, its reactive
 * and repository support, its command observations, and the Spring Data web support and repository metrics
 * that come with it stay off in every mode: a node on the default store (memory) opens no Redis connection and
 * reports none, the session store's outages are told by {@link StoreOutage}, and no request pays for what
 * Bourse does not use.
 */
final class RedisAutoConfigurations extends ModeAutoConfigurations {

    private static final String BOOT = "org.springframework.boot.data.redis.autoconfigure.";
    private static final String SPRING_DATA = "org.springframework.boot.data.autoconfigure.";

    RedisAutoConfigurations() {
        super(BOOT + "DataRedisAutoConfiguration", Set.of(BOOT + "DataRedisReactiveAutoConfiguration",
                BOOT + "DataRedisRepositoriesAutoConfiguration", BOOT + "health.DataRedisHealthContributorAutoConfiguration",
                BOOT + "health.DataRedisReactiveHealthContributorAutoConfiguration",
                BOOT + "observation.LettuceObservationAutoConfiguration", SPRING_DATA + "web.DataWebAutoConfiguration",
                SPRING_DATA + "metrics.DataRepositoryMetricsAutoConfiguration"));
    }

    @Override
    protected boolean inUse(Environment env) {
        return SessionSettings.STORE.in(env) == SessionStore.REDIS;
    }
}
