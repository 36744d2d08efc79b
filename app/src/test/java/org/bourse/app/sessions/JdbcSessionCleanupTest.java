package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.time.Instant;

import javax.sql.DataSource;

import org.bourse.dal.outage.DatabaseOutage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.jdbc.datasource.init.ResourceDatabasePopulator;
import org.springframework.core.io.ClassPathResource;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The clean-up of expired JDBC sessions, on a real (H2) database: it deletes what expired and keeps the rest,
 * and one that meets a database outage logs nothing of its own (the outage's WARN says it), where Spring's
 * scheduler logged an ERROR with a stack trace.
 */
@ExtendWith(OutputCaptureExtension.class)
class JdbcSessionCleanupTest {

    @Test
    void deletesExpiredSessionsAndKeepsTheOthers() {
        JdbcIndexedSessionRepository sessions = repository(h2("cleanup"));
        saved(sessions, Instant.now().minus(Duration.ofHours(1)));
        String live = saved(sessions, Instant.now());

        cleanup(sessions, new DatabaseOutage("h2", Duration.ofSeconds(1))).cleanUp();

        JdbcTemplate jdbc = new JdbcTemplate(h2("cleanup"));
        assertThat(jdbc.queryForList("SELECT SESSION_ID FROM SPRING_SESSION", String.class))
                .containsExactly(live);
    }

    @Test
    void aCleanUpTheDatabaseOutageExplainsLogsNothingOfItsOwn(CapturedOutput output) {
        DatabaseOutage database = new DatabaseOutage("jdbc:h2:mem:gone", Duration.ofSeconds(1));
        database.refused(new SQLTransientConnectionException("Connection refused", "08001"));
        int before = output.length();

        cleanup(repository(new DriverManagerDataSource("jdbc:h2:tcp://127.0.0.1:1/gone")), database).cleanUp();

        assertThat(output.toString().substring(before)).isEmpty();
    }

    @Test
    void anyOtherFailureIsOneWarning(CapturedOutput output) {
        // a database that answers, without the sessions' tables
        JdbcIndexedSessionRepository sessions = repository(new DriverManagerDataSource("jdbc:h2:mem:empty"));
        int before = output.length();

        cleanup(sessions, new DatabaseOutage("h2", Duration.ofSeconds(1))).cleanUp();

        assertThat(output.toString().substring(before).lines().toList()).singleElement().asString()
                .contains(" WARN ").contains("Expired sessions not cleaned up").contains("SPRING_SESSION");
    }

    private static JdbcSessionCleanup cleanup(JdbcIndexedSessionRepository sessions, DatabaseOutage database) {
        JdbcSessionCleanup cleanup = new JdbcSessionCleanup(database);
        cleanup.cleans(sessions);
        return cleanup;
    }

    /** A session last used at {@code lastUsed}, expiring a minute after that; its id. */
    private static <S extends Session> String saved(SessionRepository<S> sessions, Instant lastUsed) {
        S session = sessions.createSession();
        session.setMaxInactiveInterval(Duration.ofMinutes(1));
        session.setLastAccessedTime(lastUsed);
        sessions.save(session);
        return session.getId();
    }

    private static JdbcIndexedSessionRepository repository(DataSource dataSource) {
        JdbcIndexedSessionRepository sessions = new JdbcIndexedSessionRepository(new JdbcTemplate(dataSource),
                new TransactionTemplate(new DataSourceTransactionManager(dataSource)));
        sessions.setDefaultMaxInactiveInterval(Duration.ofMinutes(30));
        return sessions;
    }

    /** An in-memory H2 database, kept while the JVM runs, with Spring Session's tables. */
    private static DataSource h2(String name) {
        DriverManagerDataSource dataSource = new DriverManagerDataSource("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        if (new JdbcTemplate(dataSource).queryForObject("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES"
                + " WHERE TABLE_NAME = 'SPRING_SESSION'", Integer.class) == 0) {
            new ResourceDatabasePopulator(new ClassPathResource("org/springframework/session/jdbc/schema-h2.sql"))
                    .execute(dataSource);
        }
        return dataSource;
    }
}
