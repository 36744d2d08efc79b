package org.bourse.trade.scenario;

import org.bourse.dal.scenario.ClusterRuns;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Creating it touches no database; only the cluster scope of the scenario statistics calls it. */
@Configuration(proxyBeanMethods = false)
class ClusterStatisticsConfiguration {

    @Bean
    ClusterStatistics clusterStatistics(ObjectProvider<ClusterRuns> clusterRuns) {
        return new ClusterStatistics(clusterRuns);
    }
}
