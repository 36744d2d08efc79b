package org.bourse.trade;

import org.bourse.testing.databases.ServerDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * Points a test context at this test JVM's own database on the local PostgreSQL or MariaDB server
 * ({@link ServerDatabase}). Call {@link ServerDatabase#requireReachable()} in {@code @BeforeAll} first: an
 * unreachable server then skips loudly, or fails under CI.
 */
final class ServerDatabases {

    private ServerDatabases() {
    }

    static void register(DynamicPropertyRegistry registry, ServerDatabase db) {
        registry.add("spring.datasource.url", db::url);
        registry.add("spring.datasource.username", db::user);
        registry.add("spring.datasource.password", db::password);
    }
}
