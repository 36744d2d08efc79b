package org.bourse.dal.scenario;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The shared scenario tables as a bean, so that the service through which the web tier reaches them
 * ({@code org.bourse.trade.scenario.ClusterStatistics}) never handles the connection pool. Creating it
 * touches no database; only the cluster scope of the scenario statistics uses it.
 */
@Configuration(proxyBeanMethods = false)
class ClusterRunsConfiguration {

    @Bean
    ClusterRuns clusterRuns(DataSource dataSource) {
        return new ClusterRuns(dataSource);
    }
}
