package org.bourse.trade.inprocess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;

import javax.sql.DataSource;

import org.bourse.trade.TradeServices;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Changing bourse.passwords.bcrypt-strength and restarting gives the seeded users that cost, without a
 * repopulation; a user who changed their password keeps their hash; the demo password still logs in.
 */
@ExtendWith(OutputCaptureExtension.class)
class SeededPasswordCostTest {

    final String url = "jdbc:h2:mem:seeded-cost-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";

    @Test
    void aRestartWithAnotherCostRehashesTheSeededUsers(CapturedOutput output) {
        String changed;
        try (ConfigurableApplicationContext first = start(5)) {
            JdbcTemplate jdbc = jdbc(first);
            assertThat(hashOf(jdbc, "uid:0")).startsWith("{bcrypt}$2a$05$");
            jdbc.update("UPDATE account_profile SET password_hash = '{bcrypt}own' WHERE user_id = 'uid:1'");
            changed = hashOf(jdbc, "uid:2");
        }
        try (ConfigurableApplicationContext second = start(4)) {
            JdbcTemplate jdbc = jdbc(second);
            assertThat(hashOf(jdbc, "uid:0")).startsWith("{bcrypt}$2a$04$").isEqualTo(hashOf(jdbc, "uid:199"));
            assertThat(hashOf(jdbc, "uid:2")).isNotEqualTo(changed);
            assertThat(hashOf(jdbc, "uid:1")).isEqualTo("{bcrypt}own");
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM account", Integer.class)).isEqualTo(200);
            assertThat(output.getOut()).contains("Seeded users' password hash changed from {bcrypt}$2a$05$ to"
                    + " {bcrypt}$2a$04$ (bourse.passwords.*): 199 users in ");
            assertThat(second.getBean(TradeServices.class).login("uid:0", "xxx").userId()).isEqualTo("uid:0");
        }
    }

    private ConfigurableApplicationContext start(int strength) {
        return new SpringApplicationBuilder(TradeServicesTestApplication.class).web(WebApplicationType.NONE)
                .run("--spring.datasource.url=" + url, "--bourse.passwords.bcrypt-strength=" + strength);
    }

    private static JdbcTemplate jdbc(ConfigurableApplicationContext context) {
        return new JdbcTemplate(context.getBean(DataSource.class));
    }

    private static String hashOf(JdbcTemplate jdbc, String user) {
        return jdbc.queryForObject("SELECT password_hash FROM account_profile WHERE user_id = ?", String.class, user);
    }
}
