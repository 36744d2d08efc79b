package org.bourse.dal.population;

import javax.sql.DataSource;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PopulationSettings.class)
class PopulationConfiguration {

    /**
     * Runs after Flyway has migrated. Every populated user shares one password, so it is hashed once,
     * not once per user, and only when there is something to populate (bcrypt is not free at start-up). The encoder is the application's (the Trade
     * services make the algorithm a setting), or Spring Security's delegating one (bcrypt) without it.
     */
    @Bean
    @DependsOnDatabaseInitialization
    // A node reaching the Trade services over SOAP never reads its own trade tables: nothing to populate.
    @ConditionalOnProperty(name = "bourse.trade.access", havingValue = "in-process", matchIfMissing = true)
    PopulateWhenEmpty populateWhenEmpty(Population population, DataSource dataSource, PopulationSettings settings,
            ObjectProvider<PasswordEncoder> passwordEncoder) {
        return new PopulateWhenEmpty(population, dataSource, settings, () -> passwordEncoder
                .getIfAvailable(PasswordEncoderFactories::createDelegatingPasswordEncoder)
                .encode(PopulateWhenEmpty.POPULATED_PASSWORD));
    }
}
