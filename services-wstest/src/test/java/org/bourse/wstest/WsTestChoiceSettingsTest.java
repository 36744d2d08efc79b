package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/**
 * {@code bourse.wstest.binding} takes {@code jaxb} or {@code stax}, {@code bourse.wstest.get-order-source}
 * {@code memory} or {@code database}; anything else stops start-up naming the setting and the value.
 */
class WsTestChoiceSettingsTest {

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(WsTestSettings.class)
    static class Settings {
    }

    final ApplicationContextRunner context = new ApplicationContextRunner().withUserConfiguration(Settings.class);

    @Test
    void theDefaultsAndTheOtherChoice() {
        context.run(started -> assertThat(started.getBean(WsTestSettings.class))
                .returns(WsTestBinding.JAXB, WsTestSettings::binding)
                .returns(WsTestSettings.Source.MEMORY, WsTestSettings::getOrderSource));
        context.withPropertyValues("bourse.wstest.binding=stax", "bourse.wstest.get-order-source=database")
                .run(started -> assertThat(started.getBean(WsTestSettings.class))
                        .returns(WsTestBinding.STAX, WsTestSettings::binding)
                        .returns(WsTestSettings.Source.DATABASE, WsTestSettings::getOrderSource));
    }

    @Test
    void aBindingThatIsNeitherJaxbNorStaxStopsStartupNamingTheSettingAndTheValue() {
        context.withPropertyValues("bourse.wstest.binding=jibx").run(started -> assertThat(started)
                .getFailure().hasStackTraceContaining("bourse.wstest.binding").hasStackTraceContaining("jibx"));
    }

    @Test
    void aSourceThatIsNeitherMemoryNorDatabaseStopsStartupNamingTheSettingAndTheValue() {
        context.withPropertyValues("bourse.wstest.get-order-source=databse").run(started -> assertThat(started)
                .getFailure().hasStackTraceContaining("bourse.wstest.get-order-source").hasStackTraceContaining("databse"));
    }
}
