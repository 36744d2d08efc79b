package org.bourse.trade;

import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** For tests on a shared server database: empty it and migrate from scratch when the context starts. */
@TestConfiguration(proxyBeanMethods = false)
class CleanMigration {

    @Bean
    FlywayMigrationStrategy cleanThenMigrate() {
        return flyway -> {
            flyway.clean();
            flyway.migrate();
        };
    }
}
