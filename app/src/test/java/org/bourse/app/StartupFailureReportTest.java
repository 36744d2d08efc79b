package org.bourse.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.BourseApplication;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * A misconfigured start reads like Spring Boot's "APPLICATION FAILED TO START" report, first thing: the
 * setting, its value, the problem and the action, with no stack trace before it.
 */
@ExtendWith(OutputCaptureExtension.class)
class StartupFailureReportTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--spring.datasource.url=jdbc:mysql://127.0.0.1:3306/bourse | The setting spring.datasource.url is 'jdbc:mysql://127.0.0.1:3306/bourse'. Bourse ships the MariaDB driver and migrations, not MySQL's driver. | Use a jdbc:mariadb: URL for MariaDB (or MySQL): jdbc:mariadb://127.0.0.1:3306/bourse (docs/configuration.md)",
        "--spring.datasource.url=jdbc:oracle:thin:@db | The setting spring.datasource.url is 'jdbc:oracle:thin:@db'. No Bourse data-access implementation for this JDBC URL. | Use a jdbc:h2:, jdbc:postgresql: or jdbc:mariadb: URL",
        "--bourse.trade.access=carrier-pigeon | Failed to bind properties under 'bourse.trade.access' | Update your application's configuration. The following values are valid:",
        "--bourse.trade.order-fee=-1 | bourse.trade.order-fee must not be negative, was -1 | Update your application's configuration",
        "--bourse.passwords.bcrypt-strength=99 | bourse.passwords.bcrypt-strength | Update your application's configuration",
    })
    void misconfigurationIsReportedFirstThing(String argument, String description, String action, CapturedOutput output) {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class).web(WebApplicationType.NONE);
        assertThatThrownBy(() -> app.run(argument)).isNotNull();
        String log = output.getAll();
        int report = log.indexOf("APPLICATION FAILED TO START");
        assertThat(report).as(log).isPositive();
        String block = log.substring(report);
        assertThat(block).contains("Description:").contains(description).contains("Action:").contains(action);
        assertThat(block.indexOf(description)).isLessThan(block.indexOf("Action:"));
        assertThat(log.substring(0, report)).as("no stack trace before the report").doesNotContain("\tat ");
    }
}
