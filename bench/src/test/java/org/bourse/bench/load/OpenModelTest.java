package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.bench.cli.ExitStatus;
import org.bourse.bench.simulation.OpenModelFigures;
import org.bourse.bench.testing.LoadCommand;
import org.bourse.bench.testing.SharedServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * bench/load's open model ({@code --rate}) against a real server: the arrivals come at the asked rate, the
 * requests Gatling counted are the ones the server's own request timer counted, and the percentiles from the
 * kit's histograms agree with that timer's buckets; journeys (scenario, trade-soap) are arrivals too, and the run
 * check passes after them. Whether the generator kept to its schedule is the machine's business (a busy one may
 * make it fall behind): the test asserts that the verdict follows what the report says of it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SharedServer.class)
class OpenModelTest {

    /**
     * How much slower than the server's timer the kit may see a median answer: loopback, the generator's own
     * threads on a busy machine, and Gatling's clock of whole milliseconds.
     */
    private static final long SLOWER_BY_MS = 25;
    private static final String WSTEST_TIMER = "http_server_requests_seconds_%s{error=\"none\",exception=\"none\","
            + "method=\"POST\",outcome=\"SUCCESS\",status=\"200\",uri=\"/services/WSTest\"";

    final BourseProcess server;
    final LoadCommand load;

    OpenModelTest(BourseProcess server, LoadCommand load) {
        this.server = server;
        this.load = load;
    }

    @Test
    void arrivalsComeAtTheAskedRateAndTheServerTimedWhatTheKitCounted() throws Exception {
        Map<Double, Long> before = buckets();
        long countBefore = count();
        // a ramp of 2 s (40 arrivals, from 0 to 40 a second) warms the generator up; then 5 s at 40 a second
        LoadCommand.Outcome run = load.run(Map.of(), "EchoVoid", "--url", server.url(), "--rate", "40", "--ramp", "2",
                "--duration", "5");
        OpenModelFigures open = figures(run);
        assertVerdictFollowsTheSchedule(run, open);
        JsonNode summary = run.summary(0);
        assertThat(summary.path("settings").asText()).startsWith("open model, 40 arrivals/s, ramp 2 s, 5 s");
        assertThat(summary.path("global").path("ko").asLong()).isZero();
        // each arrival one request: Gatling counted the server's requests, ramp included, and the histograms those
        // of the held rate, 40 a second for 5 s (one either way: where Gatling's ramp ends)
        long requests = summary.path("global").path("count").asLong();
        assertThat(requests).isBetween(239L, 241L);
        assertThat(count() - countBefore).isEqualTo(requests);
        assertThat(open.arrivals()).isBetween(199L, 201L);
        assertThat(open.all().count()).isEqualTo(open.arrivals());
        assertThat(open.achievedRate()).isCloseTo(40, withinPercentage(2));
        // The server's timer puts each answer in a bucket: the kit's median lies in the server's median bucket,
        // or after it by the way there and back; no percentile of the kit's is below the server's bucket.
        Map<Double, Long> rise = rise(before, buckets());
        double[] median = bucketOf(rise, 0.50);
        double[] p99 = bucketOf(rise, 0.99);
        assertThat(open.all().p50()).as("kit's p50 against the server's bucket (%s, %s] s", median[0], median[1])
                .isBetween((long) Math.floor(median[0] * 1000) - 1, (long) Math.ceil(median[1] * 1000) + SLOWER_BY_MS);
        assertThat(open.all().p99()).as("kit's p99 against the server's bucket (%s, %s] s", p99[0], p99[1])
                .isGreaterThanOrEqualTo((long) Math.floor(p99[0] * 1000) - 1);
        assertThat(open.all().max()).isGreaterThanOrEqualTo(open.all().p999()).isGreaterThanOrEqualTo(open.all().p99());
        assertThat(Files.readString(run.folders().get(0).resolve("summary.md")))
                .contains("Open model: 40.00 arrivals/s asked", "| **all** | " + open.arrivals() + " |");
    }

    @Test
    void scenarioArrivalsAreJourneysOfTheirOwnSessionAndTheRunCheckPasses() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "scenario", "--reset", "--url", server.url(), "--rate", "4",
                "--ramp", "2", "--duration", "3");
        OpenModelFigures open = figures(run);
        assertVerdictFollowsTheSchedule(run, open);
        JsonNode summary = run.summary(0);
        assertThat(summary.path("checks").path("passed").asBoolean()).as(summary.path("checks").toString()).isTrue();
        // 4 journeys a ramp of 2 s brings, then 12 at the held rate
        assertThat(open.arrivals()).isBetween(11L, 13L);
        long requests = summary.path("global").path("count").asLong();
        // each journey logs in on its first request and goes on until the server logs it out
        assertThat(open.all().count()).isGreaterThan(open.arrivals()).isLessThanOrEqualTo(requests);
        assertThat(summary.path("checks").path("server").path("scenarioRequests").asLong()).isEqualTo(requests);
        assertThat(summary.path("openModel").path("askedRate").asDouble()).isEqualTo(4.0);
    }

    @Test
    void tradeSoapArrivalsAreJourneysAndEveryOrderIsThere() throws Exception {
        LoadCommand.Outcome run = load.run(LoadCommand.ADMIN, "trade-soap", "--url", server.url(), "--rate", "3",
                "--ramp", "2", "--duration", "3", "--trade-users", "" + SharedServer.USERS,
                "--quotes", "" + SharedServer.QUOTES);
        OpenModelFigures open = figures(run);
        assertVerdictFollowsTheSchedule(run, open);
        JsonNode summary = run.summary(0);
        assertThat(summary.path("checks").path("passed").asBoolean()).as(summary.path("checks").toString()).isTrue();
        // 3 journeys in the 2-s ramp, then 9 at the held rate
        assertThat(open.arrivals()).isBetween(8L, 10L);
        // login, getQuote, buy, getHoldings, sell, logout: one row each, a journey's worth per arrival
        assertThat(open.requests()).extracting(OpenModelFigures.Latency::name)
                .contains("login", "getQuote", "buy", "getHoldings", "sell", "logout", "all");
        assertThat(open.requests()).filteredOn(r -> r.name().equals("logout")).singleElement()
                .extracting(OpenModelFigures.Latency::count).isEqualTo(open.arrivals());
        long logouts = 0;
        for (JsonNode r : summary.path("requests")) {
            logouts += r.path("name").asText().equals("logout") ? r.path("count").asLong() : 0;
        }
        assertThat(summary.path("global").path("count").asLong()).as("six requests a journey").isEqualTo(6 * logouts);
    }

    /**
     * A run is a result only if the generator kept to its schedule (the rate held, no more than 1% of the arrivals
     * late); the report and the exit status say the same.
     */
    private static void assertVerdictFollowsTheSchedule(LoadCommand.Outcome run, OpenModelFigures open) {
        boolean kept = open.achievedRate() >= 0.99 * open.askedRate() && open.lateArrivals() * 100 <= open.arrivals();
        assertThat(open.keptToSchedule()).as(run.output()).isEqualTo(kept);
        if (kept) {
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.OK);
        } else {
            assertThat(run.status()).as(run.output()).isEqualTo(ExitStatus.FAILED_REQUESTS);
            assertThat(run.output()).contains("the load generator fell behind the asked rate");
        }
        assertThat(open.maxLateMs() > open.lateAfterMs()).as("the latest start against the count of late ones")
                .isEqualTo(open.lateArrivals() > 0);
        assertThat(run.output()).contains("Open model: ");
    }

    private static OpenModelFigures figures(LoadCommand.Outcome run) throws Exception {
        assertThat(run.folders()).as(run.output()).hasSize(1);
        OpenModelFigures open = OpenModelFigures.read(run.folders().get(0));
        assertThat(open).as(run.output()).isNotNull();
        assertThat(open.lateAfterMs()).isCloseTo(10, within(0.001));
        return open;
    }

    private long count() throws Exception {
        Matcher m = Pattern.compile(Pattern.quote(String.format(WSTEST_TIMER, "count")) + "} (\\S+)").matcher(metrics());
        return m.find() ? (long) Double.parseDouble(m.group(1)) : 0;
    }

    /** The server's timer's cumulative buckets for WSTest's answers: upper bound in seconds, count. */
    private Map<Double, Long> buckets() throws Exception {
        Map<Double, Long> buckets = new TreeMap<>();
        Matcher m = Pattern.compile(Pattern.quote(String.format(WSTEST_TIMER, "bucket")) + ",le=\"([^\"]+)\"} (\\S+)")
                .matcher(metrics());
        while (m.find()) {
            double le = m.group(1).equals("+Inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(m.group(1));
            buckets.put(le, (long) Double.parseDouble(m.group(2)));
        }
        return buckets;
    }

    private static Map<Double, Long> rise(Map<Double, Long> before, Map<Double, Long> after) {
        Map<Double, Long> rise = new TreeMap<>();
        after.forEach((le, n) -> rise.put(le, n - before.getOrDefault(le, 0L)));
        return rise;
    }

    /** The bucket (lower, upper bound in seconds) holding the answer at this rank. */
    private static double[] bucketOf(Map<Double, Long> cumulative, double rank) {
        long total = cumulative.get(Double.POSITIVE_INFINITY);
        double lower = 0;
        for (Map.Entry<Double, Long> b : cumulative.entrySet()) {
            if (b.getValue() >= Math.ceil(rank * total)) {
                return new double[] {lower, b.getKey()};
            }
            lower = b.getKey();
        }
        throw new AssertionError("no bucket holds rank " + rank + " of " + cumulative);
    }

    private String metrics() throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/actuator/prometheus"))
                .timeout(Duration.ofMinutes(1)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        return r.body();
    }
}
