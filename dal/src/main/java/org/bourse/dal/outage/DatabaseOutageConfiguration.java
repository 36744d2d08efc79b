package org.bourse.dal.outage;

import java.time.Duration;

import javax.sql.DataSource;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.boot.transaction.autoconfigure.TransactionManagerCustomizers;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.support.JdbcTransactionManager;

import com.zaxxer.hikari.HikariDataSource;

/**
 * The application's connection pool (Spring Boot's HikariCP) is taken through {@link WatchedDataSource}, with
 * this node's {@link DatabaseOutage}, and transactions roll back quietly on a connection that is lost
 * ({@link LostConnectionRollback}). HikariCP's own WARN for each dead pooled connection is kept quiet by its
 * loggers' levels (application.properties): this outage's two lines say it once.
 */
@Configuration(proxyBeanMethods = false)
class DatabaseOutageConfiguration {

    /**
     * The longest a connection may take: the pool's connection timeout ({@code spring.datasource.hikari.connection-timeout},
     * HikariCP's 30 s unless set) and a probe's validation ({@code validation-timeout}, 5 s).
     */
    @Bean
    DatabaseOutage databaseOutage(DataSourceProperties dataSource,
            @Value("${spring.datasource.hikari.connection-timeout:30000}") long connectionTimeoutMillis,
            @Value("${spring.datasource.hikari.validation-timeout:5000}") long validationTimeoutMillis) {
        String url = dataSource.determineUrl();
        String shown = url == null ? "(no URL)" : url.replaceFirst("[?;].*$", "");
        return new DatabaseOutage(shown, Duration.ofMillis(connectionTimeoutMillis + validationTimeoutMillis));
    }

    /** In place of Spring Boot's, which it is but for a rollback on a lost connection. */
    @Bean
    JdbcTransactionManager transactionManager(DataSource dataSource,
            ObjectProvider<TransactionManagerCustomizers> customizers) {
        JdbcTransactionManager manager = new LostConnectionRollback(dataSource);
        customizers.ifAvailable(c -> c.customize(manager));
        return manager;
    }

    @Bean
    static BeanPostProcessor watchedDataSource(ObjectProvider<DatabaseOutage> outage) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String name) {
                if (bean instanceof HikariDataSource pool) {
                    int validationSeconds = (int) Math.max(1, (pool.getValidationTimeout() + 999) / 1000);
                    return new WatchedDataSource(pool, outage.getObject(), validationSeconds);
                }
                return bean;
            }
        };
    }
}
