package org.bourse.dal;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.flyway.autoconfigure.FlywayConfigurationCustomizer;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Picks the database implementation and points Flyway at that database's migrations, so a forced
 * {@code bourse.dal} and the schema can never disagree.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DataAccessSelection.class)
class DataAccessConfiguration {

    @Bean
    Vendor vendor(DataAccessSelection selection, DataSourceProperties dataSource) {
        return selection.dal() != null ? selection.dal() : Vendor.fromJdbcUrl(dataSource.determineUrl());
    }

    @Bean
    FlywayConfigurationCustomizer migrationsOfTheSelectedVendor(Vendor vendor) {
        return configuration -> configuration.locations(vendor.migrationLocation());
    }
}
