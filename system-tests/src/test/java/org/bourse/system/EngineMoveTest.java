package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.testing.broker.RabbitBroker;
import org.bourse.testing.databases.ServerDatabase;
import org.bourse.testing.redis.RedisServer;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tools.jackson.databind.JsonNode;

/**
 * Each engine moved under a trickle of {@code /scenario} load, as Compose or Kubernetes moves one it restarts:
 * the server reaches Redis (the sessions), PostgreSQL (the pool) or RabbitMQ (broker mode) by a name of the
 * test's own ({@link MovingEngine}); the engine goes away (every connection cut, its old address black-holed,
 * the name still pointing there) for {@link #OUTAGE}, then answers at another loopback address, and the name
 * says so. The node must serve again within {@link #BACK_WITHIN} of that (docs/operations.md, "When an engine
 * moves": the name cache, a connect timeout and a reconnect interval), log at most two lines for the outage,
 * no stack trace, and every order a page confirmed must be there exactly once (I6) with I1–I8 holding.
 */
class EngineMoveTest {

    /** How long the engine is away: reconnect attempts meanwhile resolve the name to the old address. */
    static final Duration OUTAGE = Duration.ofSeconds(3);
    /**
     * The documented bound, at its largest (the database's): the name cache (5 s), a connect attempt begun on the
     * old address just before the cache lets go of it (PostgreSQL's 10 s) and the reconnect interval, with a
     * margin for a busy machine; short of the JDK's default name cache of 30 s.
     */
    static final Duration BACK_WITHIN = Duration.ofSeconds(25);
    static final Duration PHASE_WITHIN = Duration.ofMinutes(3);
    static final int CLIENTS = 3;
    static final Pattern STACK_TRACE = Pattern.compile("(?m)^\\s+at |^Caused by:|^\\s+\\.\\.\\. \\d+ more");

    @Test
    void redisMoves(@TempDir Path folder) throws Exception {
        redisUnderLoad("redis", "movingredis", folder, MovingEngine::move, MovingEngine::answerAt);
    }

    /**
     * Redis moves, and the name resolves to its old, black-holed address first and its new one after (a DNS server
     * that kept the old record: podman's, once, for the whole of the Compose test's wait). A node takes the
     * addresses in turn, one per connect attempt; taking the first alone, it went on connecting to the dead one.
     */
    @Test
    void redisMovesWhileItsOldAddressStillResolves(@TempDir Path folder) throws Exception {
        redisUnderLoad("redis (old address still resolving)", "staleredis", folder, MovingEngine::move,
                MovingEngine::answerAtBesideTheOld);
    }

    /**
     * Redis vanishes without closing its connections (a host or container gone, not a process that exited): the
     * node's connection stays open and every command on it times out. A timed-out call drops the connection, so
     * that the next one connects by name; without that the node refused every session for as long as the kernel
     * kept the dead connection (about 15 minutes).
     */
    @Test
    void redisVanishes(@TempDir Path folder) throws Exception {
        redisUnderLoad("redis (vanished)", "vanishingredis", folder, MovingEngine::vanish, MovingEngine::answerAt);
    }

    @Test
    void databaseMoves(@TempDir Path folder) throws Exception {
        databaseMoves("database", ServerDatabase.postgresql().sibling("movingdatabase"), "", folder);
    }

    /**
     * MariaDB with the connect timeout docs/operations.md advises ({@code connectTimeout=5000}, in ms): the
     * driver's own, 30 s, would put its bound (40 s) beyond {@link #BACK_WITHIN}.
     */
    @Test
    void mariadbMoves(@TempDir Path folder) throws Exception {
        databaseMoves("mariadb", ServerDatabase.mariadb().sibling("movingmariadb"), "connectTimeout=5000", folder);
    }

    @Test
    void brokerMoves(@TempDir Path folder) throws Exception {
        ServerDatabase db = ServerDatabase.postgresql().sibling("movingbroker");
        db.requireReachable();
        RabbitBroker rabbit = RabbitBroker.local();
        rabbit.requireReachable();
        String queue = rabbit.privateQueue();
        try (MovingEngine engine = new MovingEngine("broker.test", "127.0.0.2", RabbitBroker.HOST, RabbitBroker.PORT,
                folder); BourseProcess node = BourseProcess.on(db).jvmOptions(engine.jvmOption())) {
            node.start("--bourse.trade.order-processing=broker", "--bourse.trade.broker.queue=" + queue,
                    "--spring.rabbitmq.addresses=" + engine.name() + ":" + engine.port());
            moveUnderLoad("broker", engine, node, () -> rabbit.state(queue).consumers() > 0, engine::move,
                    engine::answerAt);
        }
    }

    /** A node whose database is reached by a name of the test's, with {@code parameters} added to its URL. */
    private static void databaseMoves(String what, ServerDatabase db, String parameters, Path folder)
            throws Exception {
        db.requireReachable();
        String url = parameters.isEmpty() ? db.url() : db.url() + (db.url().contains("?") ? "&" : "?") + parameters;
        Matcher server = Pattern.compile("//([^:/]+):(\\d+)/").matcher(url);
        assertThat(server.find()).as(url).isTrue();
        try (MovingEngine engine = new MovingEngine("database.test", "127.0.0.2", server.group(1),
                Integer.parseInt(server.group(2)), folder);
                BourseProcess node = BourseProcess.onDatabase(server.replaceFirst("//" + engine.name() + ":"
                        + engine.port() + "/"), db.user(), db.password()).jvmOptions(engine.jvmOption())) {
            node.start();
            moveUnderLoad(what, engine, node, null, engine::move, engine::answerAt);
        }
    }

    /** A node with its sessions in Redis, reached by a name of the test's that {@code cut} and {@code answerAt} move. */
    private static void redisUnderLoad(String what, String database, Path folder, Consumer<MovingEngine> cut,
            BiConsumer<MovingEngine, String> answerAt) throws Exception {
        RedisServer redis = RedisServer.local();
        redis.requireReachable();
        ServerDatabase db = ServerDatabase.postgresql().sibling(database);
        db.requireReachable();
        try (MovingEngine engine = new MovingEngine("sessions.redis.test", "127.0.0.2", redis.host(), redis.port(),
                folder); BourseProcess node = BourseProcess.on(db).jvmOptions(engine.jvmOption())) {
            node.start("--bourse.sessions.store=redis", "--spring.data.redis.host=" + engine.name(),
                    "--spring.data.redis.port=" + engine.port());
            moveUnderLoad(what, engine, node, null, () -> cut.accept(engine),
                    address -> answerAt.accept(engine, address));
        }
    }

    /**
     * Moves the engine under load and checks what a user and an operator notice. {@code consuming}: for the
     * broker, whether the node consumes orders again (its pages are served from the outbox meanwhile); else
     * the node is back at the first page served after the move. {@code cut}: how the engine goes. The requests
     * the outage refuses get a 503, and the node logs it in two lines at most. {@code answerAt}: how the engine
     * comes back at its new address.
     */
    private static void moveUnderLoad(String what, MovingEngine engine, BourseProcess node, BooleanSupplier consuming,
            Runnable cut, Consumer<String> answerAt) throws Exception {
        RunCheck runCheck = new RunCheck(node::url);
        long since = runCheck.highestOrderId();
        try (Trickle load = new Trickle(node.url())) {
            await("pages served before the move", () -> load.count(a -> a.status() == 200) >= 10 * CLIENTS);
            int logBefore = node.log().length();

            long movedAt = System.nanoTime();
            cut.run();
            if (consuming == null) {
                await("the outage noticed", () -> load.count(a -> a.askedAt() > movedAt && a.status() != 200) > 0);
            } else {
                await("the node no longer consuming", () -> !consuming.getAsBoolean());
            }
            Thread.sleep(Math.max(0, OUTAGE.toMillis() - (System.nanoTime() - movedAt) / 1_000_000));
            answerAt.accept("127.0.0.3");
            long answeringAt = System.nanoTime();
            long backAt;
            if (consuming == null) {
                await("a page served after the move", () -> load.count(a -> a.askedAt() > answeringAt && a.status() == 200) > 0);
                backAt = load.answers.stream().filter(a -> a.askedAt() > answeringAt && a.status() == 200)
                        .mapToLong(Answer::answeredAt).min().getAsLong();
            } else {
                await("the node consuming again", consuming);
                backAt = System.nanoTime();
            }
            long more = load.count(a -> a.status() == 200) + 10L * CLIENTS;
            await("pages served after the move", () -> load.count(a -> a.status() == 200) >= more);
            load.stop();
            if (consuming != null) {
                awaitProcessed(node);
            }

            Duration back = Duration.ofNanos(backAt - answeringAt);
            // the relay's count of orders published late is not about the outage: it tells what the outbox held
            List<String> logged = node.log().substring(logBefore).lines()
                    .filter(line -> !line.contains("orders left in the outbox")).toList();
            System.out.printf("%s moved: back %d ms after it answered at its new address (%d ms after it went away);"
                    + " %d answers, %d not 200; logged: %s%n", what, back.toMillis(), (backAt - movedAt) / 1_000_000,
                    load.answers.size(), load.count(a -> a.status() != 200), logged);

            List<Long> confirmed = load.answers.stream().filter(a -> a.order() > 0).map(Answer::order).toList();
            JsonNode check = runCheck.check(since, confirmed, CLIENTS);
            assertThat(RunCheck.violations(check)).as("%s: run check after the move: %s", what,
                    check.path("acknowledgement")).isEmpty();
            assertThat(back).as("%s: service back after the engine answers at its new address; log:%n%s", what,
                    String.join("\n", logged)).isLessThan(BACK_WITHIN);
            assertThat(load.answers).as("%s: every answer a page or a 503", what)
                    .allSatisfy(a -> assertThat(a.status()).isIn(200, 503));
            assertThat(logged).as("%s: what the node logged for the outage", what).hasSizeLessThanOrEqualTo(2)
                    .noneMatch(line -> STACK_TRACE.matcher(line).find());
        }
    }

    /** No order open and the outbox empty: every order the pages confirmed went through the queue. */
    private static void awaitProcessed(BourseProcess node) throws Exception {
        Backlog backlog = new Backlog(node::url);
        await("every order processed", () -> {
            try {
                JsonNode b = backlog.json();
                return b.path("openOrders").asLong(-1) == 0 && b.path("queue").path("depth").asLong(-1) == 0;
            } catch (IOException e) {
                return false;
            }
        });
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + PHASE_WITHIN.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("%s within %s", what, PHASE_WITHIN).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    /** {@code /scenario} clients, a cookie jar each, a request every 100 ms or so, until stopped. */
    static final class Trickle implements AutoCloseable {

        final Queue<Answer> answers = new ConcurrentLinkedQueue<>();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        private final List<Future<?>> running = new ArrayList<>();

        Trickle(String baseUrl) {
            for (int k = 0; k < CLIENTS; k++) {
                running.add(clients.submit(() -> scenario(baseUrl)));
            }
        }

        long count(Predicate<Answer> which) {
            return answers.stream().filter(which).count();
        }

        void stop() throws Exception {
            stop.set(true);
            for (Future<?> f : running) {
                f.get(5, TimeUnit.MINUTES);
            }
        }

        @Override
        public void close() {
            stop.set(true);
            clients.shutdownNow();
        }

        private Void scenario(String baseUrl) throws InterruptedException {
            ScaleOutContract.Browser client = new ScaleOutContract.Browser(baseUrl);
            while (!stop.get()) {
                long askedAt = System.nanoTime();
                int status;
                long order = 0;
                try {
                    HttpResponse<String> r = client.get("/scenario");
                    status = r.statusCode();
                    Matcher confirmed = ScenarioLoad.CONFIRMED_ORDER.matcher(r.body());
                    if (status == 200 && confirmed.find()) {
                        order = Long.parseLong(confirmed.group(1));
                    }
                } catch (IOException e) {
                    status = -1;
                }
                answers.add(new Answer(askedAt, System.nanoTime(), status, order));
                Thread.sleep(100);
            }
            return null;
        }
    }

    /** One request: when asked and answered (System.nanoTime), its status (-1: no answer), the order confirmed. */
    record Answer(long askedAt, long answeredAt, int status, long order) {
    }
}
