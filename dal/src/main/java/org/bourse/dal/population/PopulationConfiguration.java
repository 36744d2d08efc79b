package org.bourse.dal.population;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/**
 * The population's settings. What populates an empty database at start-up ({@link PopulateWhenEmpty}) is declared
 * by the in-process Trade services, the only ones that read the trade tables.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PopulationSettings.class)
class PopulationConfiguration {
}
