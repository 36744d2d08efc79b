package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import tools.jackson.databind.JsonNode;

/**
 * Orders acknowledged before a {@code kill -9} are all there after the restart (docs/invariants.md, I6).
 * A real server process takes SOAP buys and sells from several clients, each recording every order it was
 * told succeeded; once a count of them has been acknowledged the server is killed (SIGKILL) mid-load and
 * started again on the same database. The clients then place a few more orders, which would be handed the
 * ids of lost ones. Then the server's run check (I1–I8, I6 against the clients' list, the requests in flight
 * at the kill allowed) must hold, and every acknowledged id must still be the order its client was told
 * about (same user, type, symbol and quantity), not another one that reused a lost id.
 *
 * <p>One subclass per database; the sync and async cases share its database (each checks the orders after
 * the highest id at its start) and use users of their own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CrashContract {

    static final int CLIENTS = 4;
    static final int ACKNOWLEDGED_BEFORE_KILL = 300;
    static final int BUYS_AFTER_RESTART_EACH = 10;
    static final int QUOTES = 100;
    static final Duration LOAD_WITHIN = Duration.ofMinutes(5);

    private BourseProcess server;

    /** The (unstarted) server on this class's database. */
    abstract BourseProcess launch();

    @BeforeAll
    void launchServer() {
        server = launch().population(50, QUOTES);
    }

    @AfterAll
    void closeServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void syncOrdersAcknowledgedBeforeAKillAreAllThereAfterTheRestart() throws Exception {
        crashUnderLoad("sync", 0);
    }

    @Test
    void asyncOrdersAcknowledgedBeforeAKillAreAllThereAfterTheRestart() throws Exception {
        crashUnderLoad("async", 10);
    }

    private void crashUnderLoad(String orderProcessing, int firstUser) throws Exception {
        String[] arguments = {"--bourse.trade.order-processing=" + orderProcessing,
                // every order of a client in its getOrders, for the comparison with what it was told
                "--bourse.trade.max-orders=100000"};
        long started = System.nanoTime();
        server.start(arguments);
        progress(orderProcessing, "started", started);
        TradeSoap soap = new TradeSoap(server::url);
        RunCheck runCheck = new RunCheck(server::url);
        long since = runCheck.highestOrderId();
        Queue<Acknowledged> acknowledged = new ConcurrentLinkedQueue<>();
        List<String> users = new ArrayList<>();
        for (int k = 0; k < CLIENTS; k++) {
            users.add("uid:" + (firstUser + k));
        }

        CountDownLatch enough = new CountDownLatch(ACKNOWLEDGED_BEFORE_KILL);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong faults = new AtomicLong();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> trading = new ArrayList<>();
            for (String user : users) {
                trading.add(clients.submit(() -> trade(soap, user, stop, acknowledged, enough, faults)));
            }
            boolean reached = enough.await(LOAD_WITHIN.toSeconds(), TimeUnit.SECONDS);
            // Killed while the clients still send: some requests are in flight, commits are under way.
            server.kill();
            progress(orderProcessing, "killed after " + acknowledged.size() + " acknowledged orders", started);
            stop.set(true);
            for (Future<?> f : trading) {
                f.get(2, TimeUnit.MINUTES);
            }
            assertThat(reached).as("%d orders acknowledged within %s (%d so far, %d faults); server log:%n%s",
                    ACKNOWLEDGED_BEFORE_KILL, LOAD_WITHIN, acknowledged.size(), faults.get(), server.logTail(60))
                    .isTrue();
            int beforeKill = acknowledged.size();

            server.start(arguments);
            progress(orderProcessing, "restarted", started);
            List<Future<?>> afterRestart = new ArrayList<>();
            for (String user : users) {
                afterRestart.add(clients.submit(() -> buyAfterRestart(soap, user, acknowledged)));
            }
            for (Future<?> f : afterRestart) {
                f.get(5, TimeUnit.MINUTES);
            }

            List<Long> ids = acknowledged.stream().map(a -> a.order().id()).toList();
            JsonNode answer = runCheck.check(since, ids, CLIENTS);
            progress(orderProcessing, "checked", started);
            List<String> problems = new ArrayList<>(RunCheck.violations(answer));
            problems.addAll(notAsAcknowledged(soap, acknowledged));
            assertThat(problems).as("%s: %d orders acknowledged before the kill, %d after the restart, window after"
                    + " order %d; run check: %s", orderProcessing, beforeKill, acknowledged.size() - beforeKill, since,
                    answer.path("acknowledgement")).isEmpty();
        } finally {
            stop.set(true);
            clients.shutdownNow();
            server.stop();
        }
    }

    static void progress(String orderProcessing, String what, long since) {
        System.out.printf("%s: %s at %.1f s%n", orderProcessing, what, (System.nanoTime() - since) / 1e9);
    }

    /** Buys (and every third time sells a holding it has) until told to stop, recording every success. */
    static Void trade(TradeSoap soap, String user, AtomicBoolean stop, Queue<Acknowledged> acknowledged,
            CountDownLatch enough, AtomicLong faults) {
        Random random = new Random(user.hashCode());
        Set<Long> sold = new HashSet<>();
        for (int n = 0; !stop.get(); n++) {
            try {
                TradeSoap.PlacedOrder order = null;
                if (n % 3 == 2) {
                    for (long holding : soap.holdingIds(user)) {
                        if (sold.add(holding)) {
                            order = soap.sell(user, holding);
                            break;
                        }
                    }
                }
                if (order == null) {
                    order = soap.buy(user, "s:" + random.nextInt(QUOTES), 1 + random.nextInt(100));
                }
                acknowledged.add(new Acknowledged(user, order));
                enough.countDown();
            } catch (TradeSoap.Fault e) {
                faults.incrementAndGet();
            } catch (IOException e) {
                // the server was killed under this request: it was not acknowledged
            }
        }
        return null;
    }

    static Void buyAfterRestart(TradeSoap soap, String user, Queue<Acknowledged> acknowledged)
            throws IOException, TradeSoap.Fault {
        Random random = new Random(user.hashCode() + 1);
        for (int n = 0; n < BUYS_AFTER_RESTART_EACH; n++) {
            acknowledged.add(new Acknowledged(user, soap.buy(user, "s:" + random.nextInt(QUOTES), 1 + random.nextInt(100))));
        }
        return null;
    }

    /** Acknowledged ids that are not, or no longer, the order their client was told about. */
    static List<String> notAsAcknowledged(TradeSoap soap, Queue<Acknowledged> acknowledged)
            throws IOException, TradeSoap.Fault {
        Map<String, Map<Long, TradeSoap.PlacedOrder>> stored = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Acknowledged a : acknowledged) {
            Map<Long, TradeSoap.PlacedOrder> orders = stored.get(a.user());
            if (orders == null) {
                orders = soap.orders(a.user());
                stored.put(a.user(), orders);
            }
            TradeSoap.PlacedOrder now = orders.get(a.order().id());
            if (!a.order().sameAs(now)) {
                problems.add("order " + a.order().id() + " acknowledged to " + a.user() + " as " + a.order() + " is "
                        + (now == null ? "not among " + a.user() + "'s orders" : now));
            }
        }
        return problems;
    }

    /** An order a client was told succeeded. */
    record Acknowledged(String user, TradeSoap.PlacedOrder order) {
    }
}
