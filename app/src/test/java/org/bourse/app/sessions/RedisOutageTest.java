package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.bourse.BourseApplication;
import org.bourse.app.sessions.SessionLoad.Answer;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.trade.invariants.DatabaseInvariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A node with its sessions on a Redis of the test's own, under load from logged-in users, while that Redis
 * is killed (kill -9) and started again, then frozen (SIGSTOP, a Redis that answers nothing) and thawed.
 * What a user and an operator notice: every request is answered, a refused one with a 503 and
 * {@code Retry-After} after at most one {@code spring.data.redis.timeout}; the log says it once, without a stack trace;
 * service is back soon after Redis answers; the users are still logged in (Redis keeps its sessions in an
 * append-only file, as the Compose layout's does); and every order a user was shown a confirmation of is in
 * the database exactly once (I6), with the other invariants holding.
 */
@ExtendWith(OutputCaptureExtension.class)
class RedisOutageTest {

    static final Duration REDIS_TIMEOUT = Duration.ofSeconds(4);
    /** One timeout and a generous margin for a busy machine, and still short of two timeouts. */
    static final Duration LONGEST_ANSWER = REDIS_TIMEOUT.plusMillis(2500);
    /**
     * How long Redis stays down: long enough for Lettuce's default reconnect back-off (doubling up to 30 s)
     * to have grown to seconds, as a Redis restart does.
     */
    static final Duration OUTAGE = Duration.ofSeconds(8);
    /** The documented target is about a second; generous for a busy machine, short of the old back-off. */
    static final Duration BACK_WITHIN = Duration.ofSeconds(5);
    static final Duration PHASE_WITHIN = Duration.ofMinutes(2);
    static final int USERS = 4;
    static final Pattern STACK_TRACE = Pattern.compile("^\\s+at |^Caused by:|^\\s+\\.\\.\\. \\d+ more");

    @Test
    void redisKilledThenFrozenUnderLoad(CapturedOutput output) {
        try (RedisProcess redis = RedisProcess.start(); ConfigurableApplicationContext node = start(redis);
                SessionLoad load = new SessionLoad(port(node), USERS)) {
            load.await("every user's page served and orders confirmed", PHASE_WITHIN,
                    () -> load.count(a -> a.status() == 200) >= 4 * USERS
                            && load.acknowledgedOrders().size() >= USERS);
            load.await("the sessions in Redis' append-only file", PHASE_WITHIN,
                    () -> load.sessionIds().stream().allMatch(redis::appendOnlyFileHolds));
            int logBefore = output.length();

            long killedAt = System.nanoTime();
            redis.kill();
            load.await("requests refused for " + OUTAGE + " while Redis is down", PHASE_WITHIN,
                    () -> load.count(a -> a.askedAt() - killedAt > OUTAGE.toNanos() && a.status() == 503) > 0);
            redis.restart();
            long answeringAt = System.nanoTime();
            load.await("a user's page served again", PHASE_WITHIN,
                    () -> firstServedAfter(load, answeringAt).isPresent());
            long backAt = firstServedAfter(load, answeringAt).getAsLong();

            long frozenAt = System.nanoTime();
            redis.freeze();
            load.await("requests refused while Redis is frozen", PHASE_WITHIN,
                    () -> load.count(a -> a.askedAt() - frozenAt > 0 && a.status() == 503) >= 20);
            redis.thaw();
            long thawedAt = System.nanoTime();
            int confirmedBeforeThaw = load.acknowledgedOrders().size();
            load.await("a user's page served and orders confirmed after the thaw", PHASE_WITHIN,
                    () -> firstServedAfter(load, thawedAt).isPresent()
                            && load.acknowledgedOrders().size() >= confirmedBeforeThaw + USERS);
            load.close();
            List<String> logged = output.toString().substring(logBefore).lines().toList();

            List<Answer> answers = load.answers();
            assertThat(answers).as("every answer is the page or a 503").allSatisfy(a -> {
                assertThat(a.status()).as(a.excerpt()).isIn(200, 503);
                assertThat(a.took()).as("a request waits for at most one timeout").isLessThan(LONGEST_ANSWER);
            });
            assertThat(answers).filteredOn(a -> a.status() == 503).allSatisfy(a -> {
                assertThat(a.retryAfter()).isEqualTo("1");
                assertThat(a.excerpt()).startsWith("Sessions are unavailable for a moment");
            });
            assertThat(answers).filteredOn(a -> a.status() == 200)
                    .as("every page served is the one the user asked for: no session was lost")
                    .allMatch(Answer::expectedPage);
            List<Long> acknowledged = load.acknowledgedOrders();
            assertThat(acknowledged).as("orders confirmed to the users").isNotEmpty();
            DatabaseInvariants.Outcome check = node.getBean(DatabaseInvariants.class).checkAcknowledged(acknowledged);
            assertThat(check.ran()).as(check.error()).isTrue();
            assertThat(check.results()).as("I6 checked").anyMatch(r -> r.id().equals("I6"));
            assertThat(check.results()).as("the invariants after both outages").allMatch(InvariantResult::holds);
            Duration back = Duration.ofNanos(backAt - answeringAt);
            assertThat(back).as("service back after Redis answers PING").isLessThan(BACK_WITHIN);
            Duration backAfterThaw = Duration.ofNanos(firstServedAfter(load, thawedAt).getAsLong() - thawedAt);
            assertThat(backAfterThaw).as("service back after the thaw").isLessThan(BACK_WITHIN);

            assertThat(logged).as("what the node logged during both outages").hasSizeLessThanOrEqualTo(4)
                    .noneMatch(line -> STACK_TRACE.matcher(line).find())
                    .noneMatch(line -> line.contains(" ERROR "))
                    .anyMatch(line -> line.contains(" WARN ") && line.contains("is failing"))
                    .anyMatch(line -> line.contains(" INFO ") && line.contains("answers again"));

            System.out.printf("Redis killed: no service for %d ms, %d requests refused; service back %d ms after"
                    + " Redis answered PING%n", (backAt - killedAt) / 1_000_000,
                    load.count(a -> a.askedAt() - killedAt > 0 && a.status() == 503 && a.askedAt() - frozenAt < 0),
                    back.toMillis());
            System.out.printf("Redis frozen: %d requests refused, the longest after %d ms; service back %d ms after"
                    + " the thaw%n", load.count(a -> a.askedAt() - frozenAt > 0 && a.status() == 503),
                    answers.stream().filter(a -> a.askedAt() - frozenAt > 0).mapToLong(a -> a.took().toMillis()).max()
                            .orElse(0), backAfterThaw.toMillis());
        }
    }

    /** When the first page asked after {@code since} was served, if one has been yet. */
    private static OptionalLong firstServedAfter(SessionLoad load, long since) {
        return load.answers().stream().filter(a -> a.askedAt() - since >= 0 && a.status() == 200)
                .mapToLong(Answer::answeredAt).min();
    }

    private static ConfigurableApplicationContext start(RedisProcess redis) {
        return new SpringApplicationBuilder(BourseApplication.class).run("--server.port=0",
                "--server.address=127.0.0.1", "--bourse.passwords.bcrypt-strength=4", "--bourse.sessions.store=redis",
                "--spring.data.redis.host=127.0.0.1", "--spring.data.redis.port=" + redis.port(),
                "--spring.data.redis.timeout=" + REDIS_TIMEOUT.toSeconds() + "s",
                "--spring.data.redis.connect-timeout=" + REDIS_TIMEOUT.toSeconds() + "s");
    }

    private static int port(ConfigurableApplicationContext node) {
        return ((WebServerApplicationContext) node).getWebServer().getPort();
    }
}
