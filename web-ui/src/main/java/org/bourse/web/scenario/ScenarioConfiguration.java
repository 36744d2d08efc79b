package org.bourse.web.scenario;

import org.bourse.web.WebSettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class ScenarioConfiguration {

    @Bean
    ScenarioStatistics scenarioStatistics(WebSettings settings) {
        return new ScenarioStatistics(settings.scenarioMaxTrackedOrders());
    }
}
