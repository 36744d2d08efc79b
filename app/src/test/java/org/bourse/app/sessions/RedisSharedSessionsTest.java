package org.bourse.app.sessions;

import org.bourse.testing.redis.RedisServer;

/** Sessions in Redis (Spring Session Data Redis). */
class RedisSharedSessionsTest extends SharedSessionsContract {

    private final RedisServer redis = RedisServer.local();

    @Override
    String[] sessionSettings() {
        return new String[] {"--bourse.sessions.store=redis", "--spring.data.redis.host=" + redis.host(),
                "--spring.data.redis.port=" + redis.port()};
    }

    @Override
    void requireStore() {
        redis.requireReachable();
    }
}
