package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.bourse.BourseApplication;
import org.bourse.app.operations.HealthBeans;
import org.bourse.web.PageClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.redis.connection.RedisConnectionFactory;

/**
 * The session store's Redis connection is made from Spring Boot's {@code spring.data.redis.*} settings, on a
 * real Redis that asks for a password: a logged-in user's session is in the database those settings name (and
 * the node's health does not follow Redis': StoreOutage tells its outages). The
 * {@code bourse.sessions.redis-*} names of before still make the same connection, each logged once as
 * deprecated with its replacement. (Both names set to different values: StartupFailureReportTest.)
 */
@ExtendWith(OutputCaptureExtension.class)
class RedisConnectionSettingsTest {

    static final String PASSWORD = "sessions-test-password";

    @Test
    void springDataRedisSettingsMakeTheConnection(CapturedOutput output) {
        try (RedisProcess redis = RedisProcess.start(PASSWORD);
                ConfigurableApplicationContext node = start("--spring.data.redis.host=127.0.0.1",
                        "--spring.data.redis.port=" + redis.port(), "--spring.data.redis.password=" + PASSWORD,
                        "--spring.data.redis.database=3")) {
            String session = "spring:session:sessions:" + loggedInSession(node);
            assertThat(redis.holds(3, session)).as(session + " in database 3").isTrue();
            assertThat(redis.holds(0, session)).as(session + " in database 0").isFalse();
            assertThat(output.getAll()).doesNotContain("deprecated");
            assertThat(node.getBeanNamesForType(RedisConnectionFactory.class)).hasSize(1);
            assertThat(HealthBeans.of(node)).isNotEmpty().noneMatch(name -> name.contains("redis"));
        }
    }

    @Test
    void theOldNamesStillMakeTheConnectionWithOneWarningEach(CapturedOutput output) {
        try (RedisProcess redis = RedisProcess.start(PASSWORD);
                ConfigurableApplicationContext node = start("--bourse.sessions.redis-host=127.0.0.1",
                        "--bourse.sessions.redis-port=" + redis.port(), "--bourse.sessions.redis-password=" + PASSWORD,
                        "--bourse.sessions.redis-timeout=3s")) {
            String session = "spring:session:sessions:" + loggedInSession(node);
            assertThat(redis.holds(0, session)).as(session).isTrue();
            String log = output.getAll();
            String[][] renamed = {{"host", "spring.data.redis.host"}, {"port", "spring.data.redis.port"},
                {"password", "spring.data.redis.password"},
                {"timeout", "spring.data.redis.timeout and spring.data.redis.connect-timeout"}};
            for (String[] names : renamed) {
                String old = "bourse.sessions.redis-" + names[0];
                assertThat(log.lines().filter(l -> l.contains(old + " ")).toList()).as("lines about " + old)
                        .singleElement().satisfies(l -> assertThat(l).contains(" WARN ")
                                .contains(old + " is deprecated: set " + names[1] + " instead"));
            }
            assertThat(log).doesNotContain(PASSWORD);
        }
    }

    /** Logs a populated user in; returns the session's id (the cookie's value). */
    private static String loggedInSession(ConfigurableApplicationContext node) {
        PageClient browser = new PageClient(((WebServerApplicationContext) node).getWebServer().getPort());
        browser.get("/app");
        assertThat(browser.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx").body())
                .contains("Welcome, uid:0");
        return browser.sessionId();
    }

    /** A node with its sessions in Redis, on an in-memory database of its own. */
    private static ConfigurableApplicationContext start(String... connection) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--server.address=127.0.0.1",
                "--spring.datasource.url=jdbc:h2:mem:redis-settings-" + System.nanoTime(),
                "--bourse.passwords.bcrypt-strength=4", "--bourse.sessions.store=redis"));
        arguments.addAll(List.of(connection));
        return new SpringApplicationBuilder(BourseApplication.class).run(arguments.toArray(String[]::new));
    }
}
