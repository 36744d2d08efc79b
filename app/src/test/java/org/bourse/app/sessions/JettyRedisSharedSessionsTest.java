package org.bourse.app.sessions;

import org.bourse.testing.redis.RedisServer;

/**
 * Sessions in Redis with both nodes on Jetty: Spring Session's filter, not the container, makes the sessions, and
 * the contract holds there as on Tomcat. JDBC sessions are the same filter over another store, so they run on
 * Tomcat only.
 */
class JettyRedisSharedSessionsTest extends SharedSessionsContract {

    private final RedisServer redis = RedisServer.local();

    @Override
    String[] sessionSettings() {
        return new String[] {"--bourse.listener.container=jetty", "--bourse.sessions.store=redis",
                "--spring.data.redis.host=" + redis.host(), "--spring.data.redis.port=" + redis.port()};
    }

    @Override
    void requireStore() {
        redis.requireReachable();
    }
}
