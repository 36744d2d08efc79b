package org.bourse.web.scenario;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class ScenarioConfiguration {

    @Bean
    ScenarioStatistics scenarioStatistics() {
        return new ScenarioStatistics();
    }
}
