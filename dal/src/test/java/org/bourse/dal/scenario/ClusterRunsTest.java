package org.bourse.dal.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.testing.databases.ServerDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/** The shared scenario tables on each database: nodes' flushes sum up, the first baseline wins, a reset starts a new run. */
class ClusterRunsTest {

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql", "mariadb"})
    void twoNodesFlushAndOneResets(String vendor) {
        String url;
        String user;
        String password;
        if (vendor.equals("h2")) {
            url = "jdbc:h2:mem:cluster_runs;DB_CLOSE_DELAY=-1";
            user = "sa";
            password = "";
        } else {
            ServerDatabase db = (vendor.equals("postgresql") ? ServerDatabase.postgresql() : ServerDatabase.mariadb())
                    .sibling("cluster_runs");
            db.requireReachable();
            url = db.url();
            user = db.user();
            password = db.password();
        }
        Flyway flyway = Flyway.configure().dataSource(url, user, password).locations("classpath:db/migrations/" + vendor)
                .cleanDisabled(false).load();
        flyway.clean();
        flyway.migrate();
        ClusterRuns runs = new ClusterRuns(new DriverManagerDataSource(url, user, password));

        long run = runs.currentRun();
        runs.flush(run, "a", counts(10, 2, 3), List.of(5L, 7L));
        runs.flush(run, "a", counts(5, 1, 3), List.of(9L));
        runs.flush(run, "b", counts(20, 4, 1), List.of(6L));
        ClusterTotals totals = runs.totals();
        assertThat(totals.nodes()).isEqualTo(2);
        assertThat(totals.counts().mixRequests()).isEqualTo(35);
        assertThat(totals.counts().performed()[1]).isEqualTo(7);
        // a node's sell deficit is its latest value, not a sum of its flushes
        assertThat(totals.counts().sellDeficit()).isEqualTo(3 + 1);
        assertThat(runs.flushes(run)).containsEntry("a", 2L).containsEntry("b", 1L);
        assertThat(runs.acknowledged(run, 5)).containsExactly(6L, 7L, 9L);

        RunStatistics first = new RunStatistics(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        runs.offerBaseline(run, first);
        runs.offerBaseline(run, new RunStatistics(9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9));
        assertThat(runs.totals().baseline()).isEqualTo(first);

        long next = runs.reset();
        assertThat(next).isGreaterThan(run);
        // a flush for the ended run writes nothing and says which run is current
        assertThat(runs.flush(run, "b", counts(99, 9, 9), List.of(99L))).isEqualTo(next);
        ClusterTotals afterReset = runs.totals();
        assertThat(afterReset.nodes()).isZero();
        assertThat(afterReset.baseline()).isNull();
        assertThat(afterReset.counts().mixRequests()).isZero();
        assertThat(runs.acknowledged(next, 0)).isEmpty();
    }

    private static NodeCounts counts(long mix, long quotes, long sellDeficit) {
        long[] performed = new long[ClusterRuns.PERFORMED.size()];
        performed[1] = quotes;
        return new NodeCounts(mix, 0, 0, performed, sellDeficit, 0);
    }
}
