package org.bourse.dal;

import java.util.Arrays;

import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.flyway.autoconfigure.FlywayConfigurationCustomizer;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Picks the database implementation and points Flyway at that database's migrations, so a forced
 * {@code bourse.dal.vendor} and the schema can never disagree.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DataAccessSelection.class)
class DataAccessConfiguration {

    @Bean
    Vendor vendor(DataAccessSelection selection, DataSourceProperties dataSource) {
        return selection.vendor() != null ? selection.vendor() : Vendor.fromJdbcUrl(dataSource.determineUrl());
    }

    /**
     * The vendor is resolved before the connection pool, whoever asks for the pool first: an
     * unsupported URL is then refused with a message naming it, not a driver class that is missing.
     */
    @Bean
    static BeanFactoryPostProcessor dataSourceAfterVendor() {
        return beanFactory -> {
            if (beanFactory.containsBeanDefinition("dataSource")) {
                BeanDefinition dataSource = beanFactory.getBeanDefinition("dataSource");
                String[] before = dataSource.getDependsOn();
                String[] after = before == null ? new String[] {"vendor"} : Arrays.copyOf(before, before.length + 1);
                after[after.length - 1] = "vendor";
                dataSource.setDependsOn(after);
            }
        };
    }

    @Bean
    FlywayConfigurationCustomizer migrationsOfTheSelectedVendor(Vendor vendor) {
        return configuration -> configuration.locations(vendor.migrationLocation());
    }
}
