package org.bourse.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.BourseApplication;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

import com.zaxxer.hikari.HikariDataSource;

/**
 * With no database settings Bourse runs on H2, migrates it from db/migrations/h2 and populates it at start-up.
 * On the default server most server tests share (no start of its own); the population is counted by its own
 * ids, since those tests may register users.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DatabaseWiringTest {

    @Autowired
    Vendor vendor;

    @Autowired
    DataSource dataSource;

    /** The pool is wrapped by the outage watch (org.bourse.dal.outage) only after H2's durable commits set its URL. */
    @Test
    void embeddedH2CommitsDurablyBehindTheOutageWatch() throws SQLException {
        assertThat(dataSource).isNotInstanceOf(HikariDataSource.class);
        assertThat(dataSource.unwrap(HikariDataSource.class).getJdbcUrl()).endsWith(";WRITE_DELAY=0");
    }

    @Test
    void embeddedH2IsMigratedAtStartup() {
        assertThat(vendor).isEqualTo(Vendor.H2);
        List<String> versions = new JdbcTemplate(dataSource).queryForList(
                "SELECT \"version\" FROM \"flyway_schema_history\" WHERE \"success\" AND \"version\" IS NOT NULL ORDER BY \"installed_rank\"", String.class);
        assertThat(versions).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
    }

    @Test
    void anEmptyDatabaseIsPopulatedAtStartupAndItsInvariantsHold() throws Exception {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM account WHERE profile_user_id LIKE 'uid:%'", Integer.class))
                .isEqualTo(200);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM quote WHERE symbol LIKE 's:%'", Integer.class)).isEqualTo(100);
        assertThat(jdbc.queryForObject("SELECT seed FROM trade_population", Long.class)).isEqualTo(7L);
        assertThat(jdbc.queryForObject("SELECT password_hash FROM account_profile WHERE user_id = 'uid:0'", String.class))
                .startsWith("{bcrypt}").doesNotContain("xxx");
        try (Connection c = dataSource.getConnection()) {
            assertThat(Databases.of(vendor).invariantCheck().checkAll(c)).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        }
    }

    @Test
    void withGetOrderInMemoryTheGetOrderTablesStayEmpty() {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        for (String table : List.of("wstest_order_seed", "wstest_order", "wstest_customer", "wstest_address", "wstest_line_item")) {
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM " + table, Integer.class)).as(table).isZero();
        }
    }

    @Test
    void anUnsupportedDatabaseUrlStopsStartupWithAClearMessage() {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class)
                .web(WebApplicationType.NONE);
        assertThatThrownBy(() -> app.run("--spring.datasource.url=jdbc:mysql://127.0.0.1:3306/bourse"))
                .rootCause().hasMessageContaining("Use a jdbc:mariadb: URL for MariaDB");
    }
}
