package org.bourse.dal.population;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The first start's population log: a start line, then one line per tenth done, throttled by time. */
class ProgressLogTest {

    static final PopulationPlan PLAN = new PopulationPlan(15_000, 10_000, 1);

    @Test
    void aLineAtEachTenthOfTheWritersPasses() {
        List<String> lines = new ArrayList<>();
        ProgressLog log = new ProgressLog(PLAN, "h2", Duration.ZERO, lines::add, System::nanoTime);
        log.started(1);
        writeAllPasses(log);
        assertThat(lines).hasSize(10);
        assertThat(lines.get(0)).isEqualTo("Populating h2: 15,000 users, 10,000 quotes (seed 1; only on a first start,"
                + " later starts skip this)");
        assertThat(lines.get(1)).isEqualTo("Populating h2: 15,000 users, 10,000 quotes … 10% (1,500 users)");
        assertThat(lines.get(4)).isEqualTo("Populating h2: 15,000 users, 10,000 quotes … 40% (6,000 users)");
        assertThat(lines.get(9)).isEqualTo("Populating h2: 15,000 users, 10,000 quotes … 90% (13,500 users)");
    }

    @Test
    void atMostOneLinePerInterval() {
        List<String> lines = new ArrayList<>();
        AtomicLong clock = new AtomicLong();
        ProgressLog log = new ProgressLog(PLAN, "h2", Duration.ofSeconds(2), lines::add, clock::get);
        log.started(1);
        long total = 4L * PLAN.users();
        for (long done = 1; done <= total; done++) {
            // one second per tenth: every other tenth is logged
            clock.set(done * 10 / total * 1_000_000_000L);
            log.written(done, total);
        }
        assertThat(lines).hasSize(5).last().asString().endsWith("80% (12,000 users)");
    }

    /** What a writer does: one pass over the users per table written per user. */
    private static void writeAllPasses(ProgressLog log) {
        SeededRows rows = new SeededRows(PLAN, "hash", Instant.EPOCH, log);
        for (int pass = 0; pass < VendorWriter.USER_PASSES; pass++) {
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                assertThat(u.userId()).isNotEmpty();
            }
        }
    }
}
