package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.results.RateSearchSummary;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.QueueingServer;
import org.bourse.bench.testing.SharedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code --find-rate} against a server of known capacity ({@link QueueingServer}: one request at a time, 50 ms
 * each, so at most 20 a second). Theory: below 20 a second every answer takes 50 ms, and the bound p99 &lt;= 300 ms
 * holds; above, the queue grows for the whole run, by {@code (rate − 20)} requests a second of 50 ms each, so over
 * a 3-s run the bound holds up to about 20 × (1 + 0.25 / 3) ≈ 21.7 a second and not beyond. The search, from 4 a
 * second within 5%, must find a rate from 80% to 110% of 20: the band allows the server's own overhead and a busy
 * machine's late wake-ups, which lower its capacity, and the search's own precision. Each rate is reached over a
 * 2-s ramp, the generator's warm-up (a cold Gatling starts its first arrivals late), and arrivals up to 100 ms late
 * are allowed ({@code --late-after}): on a machine as busy as the suite's the generator's wake-ups slip by tens of
 * milliseconds, which bunch at most two arrivals here, far inside the bound. A generator that still fell behind
 * ends the search with no result: the test then asserts that the search said so.
 */
@ExtendWith(SharedServer.class)
class RateSearchTest {

    final LoadCommand load;

    RateSearchTest(LoadCommand load) {
        this.load = load;
    }

    @Test
    void theSearchFindsTheRateTheServersCapacityPredicts() throws Exception {
        try (QueueingServer server = QueueingServer.serving(Duration.ofMillis(50))) {
            LoadCommand.Outcome run = load.run(Map.of(), "http", "--url", server.url(), "--path", "/",
                    "--find-rate", "p99<=300ms", "--rate-start", "4", "--ramp", "2", "--duration", "3",
                    "--late-after", "100");
            assertThat(run.folders()).as(run.output()).hasSize(1);
            RateSearchSummary s = (RateSearchSummary) LoadSummary.read(run.folders().get(0));
            if (s.outcome().startsWith("the load generator fell behind its schedule")) {
                // a generator that fell behind ends the search with no result, and says so
                assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
                return;
            }
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.OK);
            assertThat(s.bound()).isEqualTo("p99<=300ms");
            assertThat(s.highestRate()).as(run.output()).isBetween(16.0, 22.0);
            // the curve: doubling from 4 until a rate missed, every rate below the highest met, every one above missed
            List<Double> tried = s.levels().stream().map(RateSearchSummary.Level::askedRate).toList();
            assertThat(tried).as(run.output()).startsWith(4.0, 8.0, 16.0, 32.0);
            for (RateSearchSummary.Level l : s.levels()) {
                assertThat(l.met()).as("%s/s, p99 %d ms", l.askedRate(), l.p99()).isEqualTo(l.askedRate() <= s.highestRate());
                assertThat(l.failed()).isZero();
            }
            RateSearchSummary.Level slow = s.levels().get(0);
            assertThat(slow.p50()).as("at 4/s an answer takes the service time").isBetween(50L, 150L);
            assertThat(s.levels().get(3).p99()).as("at 32/s the queue grows").isGreaterThan(300L);
            assertThat(Files.readString(run.folders().get(0).resolve("summary.md")))
                    .contains("# Rate search: http, p99<=300ms", "Highest rate under p99<=300ms: ");
        }
    }
}
