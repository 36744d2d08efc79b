package org.bourse.app.startup;

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
 * setting, its value, the problem and the action, with no stack trace before it. A renamed setting set under
 * both names with different values is one (RenamedSettings), and a password's value is never shown.
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
        "--bourse.trade.broker.virtual-host=orders --spring.rabbitmq.virtual-host=bourse | The setting bourse.trade.broker.virtual-host is 'orders'. It was renamed spring.rabbitmq.virtual-host, which is set too, to 'bourse'. | Remove bourse.trade.broker.virtual-host and keep spring.rabbitmq.virtual-host (docs/configuration.md)",
        "--bourse.sessions.redis-timeout=3s --spring.data.redis.connect-timeout=4s | The setting bourse.sessions.redis-timeout is '3s'. It was renamed spring.data.redis.connect-timeout, which is set too, to '4s'. | Remove bourse.sessions.redis-timeout and keep spring.data.redis.connect-timeout (docs/configuration.md)",
        "--bourse.sessions.store=redis --spring.data.redis.timeout=0s | The setting spring.data.redis.timeout is '0s'. A call to Redis must be allowed some time. | Give a positive duration, such as 5s (docs/configuration.md)",
        "--bourse.sessions.redis-password=old-redis-secret --spring.data.redis.password=new-redis-secret | The setting bourse.sessions.redis-password is '(hidden)'. It was renamed spring.data.redis.password, which is set too, to another value. | Remove bourse.sessions.redis-password and keep spring.data.redis.password (docs/configuration.md)",
    })
    void misconfigurationIsReportedFirstThing(String arguments, String description, String action, CapturedOutput output) {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class).web(WebApplicationType.NONE);
        assertThatThrownBy(() -> app.run(arguments.split(" "))).isNotNull();
        String log = output.getAll();
        int report = log.indexOf("APPLICATION FAILED TO START");
        assertThat(report).as(log).isPositive();
        String block = log.substring(report);
        assertThat(block).contains("Description:").contains(description).contains("Action:").contains(action);
        assertThat(block.indexOf(description)).isLessThan(block.indexOf("Action:"));
        assertThat(log.substring(0, report)).as("no stack trace before the report").doesNotContain("\tat ");
        assertThat(log).as("passwords").doesNotContain("redis-secret");
    }
}
