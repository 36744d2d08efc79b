package org.bourse.web.scenario;

import org.bourse.trade.scenario.ClusterStatistics;
import org.bourse.web.WebSettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Whose requests the run statistics count: {@code bourse.web.scenario-statistics}, node (default) or cluster. */
@Configuration(proxyBeanMethods = false)
class ScenarioConfiguration {

    static final String SCOPE = WebSettings.SCENARIO_STATISTICS.name();

    @Bean
    @ConditionalOnStatisticsScope(WebSettings.StatisticsScope.NODE)
    ScenarioStatistics scenarioStatistics(WebSettings settings) {
        return new ScenarioStatistics(settings.scenarioMaxTrackedOrders());
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnStatisticsScope(WebSettings.StatisticsScope.CLUSTER)
    static class Cluster {

        @Bean
        ClusterScope clusterScope(WebSettings settings, ClusterStatistics shared) {
            if (!shared.available()) {
                throw new IllegalStateException(SCOPE + "=cluster keeps the counts in the shared database, and this"
                        + " node has none (bourse.trade.access=web-services): use node here, and verify the run on"
                        + " a node with bourse.trade.access=in-process");
            }
            return new ClusterScope(shared, new NodeCounters(settings.scenarioMaxTrackedOrders()),
                    settings.scenarioStatisticsFlush());
        }

        @Bean
        ScenarioStatistics scenarioStatistics(ClusterScope scope) {
            return new ScenarioStatistics(scope.counters(), scope);
        }
    }
}
