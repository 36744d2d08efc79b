package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.BourseApplication;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** {@code bourse.wstest.binding} takes {@code jaxb} or {@code stax}; anything else stops start-up naming it. */
class WsTestBindingSettingTest {

    @Test
    void aBindingThatIsNeitherJaxbNorStaxStopsStartupNamingTheSettingAndTheChoices() {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class).web(WebApplicationType.NONE);
        assertThatThrownBy(() -> app.run("--bourse.wstest.binding=jibx"))
                .hasStackTraceContaining("bourse.wstest.binding")
                .hasStackTraceContaining("jibx");
    }
}
