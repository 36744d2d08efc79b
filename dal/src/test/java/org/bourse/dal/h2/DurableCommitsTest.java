package org.bourse.dal.h2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.zaxxer.hikari.HikariDataSource;

class DurableCommitsTest {

    private static final H2Settings DURABLE = new H2Settings(Duration.ZERO, Duration.ofSeconds(1));

    @Test
    void everyH2UrlGetsCommitsWrittenBeforeTheyReturn() {
        assertThat(DurableCommits.withWriteDelay("jdbc:h2:file:./data/bourse", DURABLE))
                .isEqualTo("jdbc:h2:file:./data/bourse;WRITE_DELAY=0");
        assertThat(DurableCommits.withWriteDelay("jdbc:h2:file:/srv/bourse;AUTO_SERVER=TRUE;", DURABLE))
                .isEqualTo("jdbc:h2:file:/srv/bourse;AUTO_SERVER=TRUE;WRITE_DELAY=0");
        assertThat(DurableCommits.withWriteDelay("jdbc:h2:./x;write_delay=0", DURABLE)).isEqualTo("jdbc:h2:./x;write_delay=0");
    }

    @Test
    void theNonDurableDelayIsOptInByItsSettingOnly() {
        H2Settings unsafe = new H2Settings(Duration.ofMillis(500), Duration.ofSeconds(1));
        assertThat(DurableCommits.withWriteDelay("jdbc:h2:./x", unsafe)).isEqualTo("jdbc:h2:./x;WRITE_DELAY=500");
        assertThat(DurableCommits.withWriteDelay("jdbc:h2:./x;WRITE_DELAY=500", unsafe)).isEqualTo("jdbc:h2:./x;WRITE_DELAY=500");

        assertThatThrownBy(() -> DurableCommits.withWriteDelay("jdbc:h2:./x;WRITE_DELAY=500", DURABLE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("sets WRITE_DELAY=500")
                .hasMessageContaining("bourse.h2.unsafe-write-delay=500ms");
        assertThatThrownBy(() -> new H2Settings(Duration.ofMillis(-1), Duration.ZERO))
                .hasMessageContaining("bourse.h2.unsafe-write-delay");
    }

    @Test
    void onlyH2PoolsAreChanged() {
        DurableCommits durable = new DurableCommits(DURABLE);
        try (HikariDataSource h2 = new HikariDataSource(); HikariDataSource postgresql = new HikariDataSource()) {
            h2.setJdbcUrl("jdbc:h2:mem:durable");
            postgresql.setJdbcUrl("jdbc:postgresql://127.0.0.1/bourse");

            durable.postProcessAfterInitialization(h2, "dataSource");
            durable.postProcessAfterInitialization(postgresql, "other");

            assertThat(h2.getJdbcUrl()).isEqualTo("jdbc:h2:mem:durable;WRITE_DELAY=0");
            assertThat(postgresql.getJdbcUrl()).isEqualTo("jdbc:postgresql://127.0.0.1/bourse");
        }
    }
}
