package org.bourse.app.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.bourse.BourseApplication;
import org.bourse.app.sessions.SessionLoad;
import org.bourse.app.sessions.SessionLoad.Answer;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.testing.SoapHttp;
import org.bourse.testing.databases.PrivateServer;
import org.bourse.trade.invariants.DatabaseInvariants;
import org.bourse.web.PageClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A node on a database server of the test's own, under load from logged-in users (home pages, and a buy every
 * fifth request), while the server is stopped as an administrator stops it and started again on the same data.
 * What a user and an operator notice: every request is answered, a refused one with a 503, {@code Retry-After}
 * and one line of text after at most one pool wait ({@code spring.datasource.hikari.connection-timeout}); a
 * fresh {@code /scenario} client gets the same 503, and a Trade SOAP call a {@code soap:Server} fault saying the
 * service is unavailable (HTTP 500); the node logs one WARN and one INFO for the outage, no ERROR, no stack
 * trace; service is back soon after the database answers; and every order a user was shown a confirmation of is
 * in the database exactly once (I6), with the other invariants holding. One subclass per database.
 */
@ExtendWith(OutputCaptureExtension.class)
abstract class DatabaseOutageContract {

    static final Duration POOL_WAIT = Duration.ofSeconds(3);
    /** One pool wait and a generous margin for a busy machine, and still short of two waits and a half. */
    static final Duration LONGEST_ANSWER = POOL_WAIT.plusMillis(4000);
    /** How long the database stays down: long enough for probes to fail and the pool to back off. */
    static final Duration OUTAGE = Duration.ofSeconds(6);
    /** HikariCP's next attempt to connect and a probe: seconds; generous for a busy machine. */
    static final Duration BACK_WITHIN = Duration.ofSeconds(15);
    static final Duration PHASE_WITHIN = Duration.ofMinutes(2);
    static final int USERS = 4;
    static final Pattern STACK_TRACE = Pattern.compile("^\\s+at |^Caused by:|^\\s+\\.\\.\\. \\d+ more");

    static final String DATABASE_REFUSAL = "The database is unavailable for a moment: try again in 1 s.\n";

    /** A started server of the test's own. */
    abstract PrivateServer server();

    /** Settings of the node beyond the database's (none: sessions in memory). */
    List<String> nodeSettings() {
        return List.of();
    }

    /** The texts a refused page may have. */
    List<String> refusals() {
        return List.of(DATABASE_REFUSAL);
    }

    @Test
    void databaseStoppedUnderLoad(CapturedOutput output) {
        try (PrivateServer db = server(); ConfigurableApplicationContext node = start(db, nodeSettings());
                SessionLoad load = new SessionLoad(port(node), USERS)) {
            load.await("every user's page served and orders confirmed", PHASE_WITHIN,
                    () -> load.count(a -> a.status() == 200) >= 4 * USERS
                            && load.acknowledgedOrders().size() >= USERS);
            int logBefore = output.length();

            long stoppingAt = System.nanoTime();
            db.stop();
            long stoppedAt = System.nanoTime();
            load.await("requests refused for " + OUTAGE + " while the database is down", PHASE_WITHIN,
                    () -> load.count(a -> a.askedAt() - stoppedAt > OUTAGE.toNanos() && a.status() == 503) > 0);
            long soapAskedAt = System.nanoTime();
            HttpResponse<byte[]> soap = new SoapHttp(port(node)).post("/services/TradeWSServices", "\"\"",
                    "<?xml version=\"1.0\" encoding=\"utf-8\"?><soapenv:Envelope"
                            + " xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                            + "<getAccountData xmlns=\"http://trade.samples.websphere.ibm.com\"><userID>uid:0</userID>"
                            + "</getAccountData></soapenv:Body></soapenv:Envelope>");
            Duration soapTook = Duration.ofNanos(System.nanoTime() - soapAskedAt);
            long scenarioAskedAt = System.nanoTime();
            HttpResponse<String> scenario = new PageClient(port(node)).get("/scenario");
            Duration scenarioTook = Duration.ofNanos(System.nanoTime() - scenarioAskedAt);
            db.start();
            long answeringAt = System.nanoTime();
            int confirmedBefore = load.acknowledgedOrders().size();
            load.await("a user's page served and orders confirmed again", PHASE_WITHIN,
                    () -> firstServedAfter(load, answeringAt).isPresent()
                            && load.acknowledgedOrders().size() >= confirmedBefore + USERS);
            long backAt = firstServedAfter(load, answeringAt).getAsLong();
            load.close();
            List<String> logged = output.toString().substring(logBefore).lines().toList();

            List<Answer> answers = load.answers();
            assertThat(answers).as("every answer is the page or a 503").allSatisfy(a -> {
                assertThat(a.status()).as(a.excerpt()).isIn(200, 503);
                assertThat(a.took()).as("a request waits for at most one pool wait").isLessThan(LONGEST_ANSWER);
            });
            assertThat(answers).filteredOn(a -> a.status() == 503).isNotEmpty().allSatisfy(a -> {
                assertThat(a.retryAfter()).isEqualTo("1");
                assertThat(a.excerpt()).isIn(refusals());
            });
            assertThat(answers).filteredOn(a -> a.status() == 200).as("every page served is the one asked for")
                    .allMatch(Answer::expectedPage);

            String fault = new String(soap.body(), StandardCharsets.UTF_8);
            assertThat(soap.statusCode()).as("a SOAP fault's status (SOAP 1.1, WS-I BP)").isEqualTo(500);
            assertThat(fault).as("the SOAP answer during the outage").contains("<faultcode>soap:Server</faultcode>")
                    .contains("<faultstring>The service is unavailable for a moment: the database does not answer;"
                            + " nothing was changed, try again in 1 s</faultstring>")
                    .doesNotContain("Exception").doesNotContain("at org.").doesNotContain("<detail");
            assertThat(soapTook).as("the SOAP call's wait").isLessThan(LONGEST_ANSWER);
            assertThat(scenario.statusCode()).as("/scenario during the outage").isEqualTo(503);
            assertThat(scenario.headers().firstValue("Retry-After")).hasValue("1");
            assertThat(scenario.body()).isIn(refusals());
            assertThat(scenarioTook).as("the /scenario request's wait").isLessThan(LONGEST_ANSWER);

            List<Long> acknowledged = load.acknowledgedOrders();
            DatabaseInvariants.Outcome check = node.getBean(DatabaseInvariants.class).checkAcknowledged(acknowledged);
            assertThat(check.ran()).as(check.error()).isTrue();
            assertThat(check.results()).as("I6 checked").anyMatch(r -> r.id().equals("I6"));
            assertThat(check.results()).as("the invariants after the outage").allMatch(InvariantResult::holds);
            Duration back = Duration.ofNanos(backAt - answeringAt);
            assertThat(back).as("service back after the database answers").isLessThan(BACK_WITHIN);

            assertThat(logged).as("what the node logged during the outage").hasSizeLessThanOrEqualTo(2)
                    .noneMatch(line -> STACK_TRACE.matcher(line).find())
                    .noneMatch(line -> line.contains(" ERROR "))
                    .anyMatch(line -> line.contains(" WARN ") && line.contains("does not answer"))
                    .anyMatch(line -> line.contains(" INFO ") && line.contains("answers again"));

            System.out.printf("%s stopped: no service for %d ms, %d requests refused, the longest after %d ms;"
                    + " service back %d ms after it answered%n", db.vendor(), (backAt - stoppingAt) / 1_000_000,
                    load.count(a -> a.status() == 503), answers.stream().filter(a -> a.status() == 503)
                            .mapToLong(a -> a.took().toMillis()).max().orElse(0), back.toMillis());
        }
    }

    /** When the first page asked after {@code since} was served, if one has been yet. */
    private static OptionalLong firstServedAfter(SessionLoad load, long since) {
        return load.answers().stream().filter(a -> a.askedAt() - since >= 0 && a.status() == 200)
                .mapToLong(Answer::answeredAt).min();
    }

    private static ConfigurableApplicationContext start(PrivateServer db, List<String> settings) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0",
                "--server.address=127.0.0.1", "--bourse.passwords.bcrypt-strength=4",
                "--spring.datasource.url=" + db.url(), "--spring.datasource.username=" + db.user(),
                "--spring.datasource.password=" + db.password(),
                "--spring.datasource.hikari.connection-timeout=" + POOL_WAIT.toMillis(),
                "--bourse.population.users=50", "--bourse.population.quotes=100"));
        arguments.addAll(settings);
        return new SpringApplicationBuilder(BourseApplication.class).run(arguments.toArray(String[]::new));
    }

    private static int port(ConfigurableApplicationContext node) {
        return ((WebServerApplicationContext) node).getWebServer().getPort();
    }
}
