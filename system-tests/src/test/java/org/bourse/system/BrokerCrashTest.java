package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.bourse.testing.databases.ServerDatabase;
import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;

/**
 * The broker order mode through two crashes, on PostgreSQL and RabbitMQ: a web-only node takes SOAP buys
 * and sells from several clients while a processor-only node (no HTTP at all) processes them from the
 * queue. Mid-load the processor is killed with SIGKILL (its unacknowledged messages go back to the queue;
 * the web node keeps taking orders), then the web node too (its committed but unpublished orders wait in
 * the outbox). Both are started again and the clients place a few more orders. Then the run check must
 * hold: every order processed (I5), I1–I8, and I6 — every acknowledged order there exactly once, as its
 * client was told, with at most the requests in flight at the web node's kill unaccounted for. No client
 * may get a fault: the processor's death is invisible to them, but not to the operator: while it is down
 * the web node's /config/backlog.json and gauges show orders waiting with no consumer and its log says so
 * once; after the restarts they show the backlog drained.
 */
class BrokerCrashTest {

    static final int ACKNOWLEDGED_BEFORE_PROCESSOR_KILL = 300;
    static final int ACKNOWLEDGED_BEFORE_WEB_KILL = 450;

    @Test
    void everyAcknowledgedOrderIsProcessedOnceAfterKillingTheProcessorAndTheWebNode() throws Exception {
        ServerDatabase db = ServerDatabase.postgresql().sibling("brokercrash");
        db.requireReachable();
        BrokerGroup broker = new BrokerGroup();
        broker.requireReachable();
        // every order of a client in its getOrders, for the comparison with what it was told
        String maxOrders = "--bourse.trade.max-orders=100000";
        // the queue read every second, so that the backlog shows soon after the processor's death
        String[] webArguments = broker.settings("web", maxOrders, "--bourse.trade.broker.queue-check-interval=1s")
                .toArray(String[]::new);

        try (BourseProcess web = BourseProcess.on(db).population(50, CrashContract.QUOTES);
                BourseProcess processor = BourseProcess.on(db)) {
            long started = System.nanoTime();
            web.start(webArguments);
            broker.startProcessor(processor, maxOrders);
            CrashContract.progress("broker", "web and processor nodes started", started);
            TradeSoap soap = new TradeSoap(web::url);
            RunCheck runCheck = new RunCheck(web::url);
            long since = runCheck.highestOrderId();
            Queue<CrashContract.Acknowledged> acknowledged = new ConcurrentLinkedQueue<>();
            List<String> users = new ArrayList<>();
            for (int k = 0; k < CrashContract.CLIENTS; k++) {
                users.add("uid:" + (20 + k));
            }
            CountDownLatch enough = new CountDownLatch(ACKNOWLEDGED_BEFORE_WEB_KILL);
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong faults = new AtomicLong();
            ExecutorService clients = Executors.newFixedThreadPool(CrashContract.CLIENTS);
            try {
                List<Future<?>> trading = new ArrayList<>();
                for (String user : users) {
                    trading.add(clients.submit(() -> CrashContract.trade(soap, user, stop, acknowledged, enough, faults)));
                }
                long deadline = System.nanoTime() + CrashContract.LOAD_WITHIN.toNanos();
                while (acknowledged.size() < ACKNOWLEDGED_BEFORE_PROCESSOR_KILL && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                processor.kill();
                CrashContract.progress("broker", "processor killed after " + acknowledged.size() + " acknowledged orders",
                        started);
                Backlog backlog = new Backlog(web::url);
                awaitBacklogVisible(backlog, web, deadline(CrashContract.LOAD_WITHIN));
                CrashContract.progress("broker", "backlog visible on the web node: " + backlog.json(), started);
                boolean reached = enough.await(CrashContract.LOAD_WITHIN.toSeconds(), TimeUnit.SECONDS);
                web.kill();
                int beforeKill = acknowledged.size();
                CrashContract.progress("broker", "web node killed after " + beforeKill + " acknowledged orders", started);
                stop.set(true);
                for (Future<?> f : trading) {
                    f.get(2, TimeUnit.MINUTES);
                }
                assertThat(reached).as("%d orders acknowledged within %s (%d so far, %d faults); web log:%n%s",
                        ACKNOWLEDGED_BEFORE_WEB_KILL, CrashContract.LOAD_WITHIN, beforeKill, faults.get(),
                        web.logTail(60)).isTrue();

                int waiting = broker.restartProcessor(processor, maxOrders);
                web.start(webArguments);
                CrashContract.progress("broker", "both restarted (" + waiting + " messages were waiting)", started);
                List<Future<?>> afterRestart = new ArrayList<>();
                for (String user : users) {
                    afterRestart.add(clients.submit(() -> CrashContract.buyAfterRestart(soap, user, acknowledged)));
                }
                for (Future<?> f : afterRestart) {
                    f.get(5, TimeUnit.MINUTES);
                }

                awaitDrained(backlog, deadline(CrashContract.LOAD_WITHIN));
                List<Long> ids = acknowledged.stream().map(a -> a.order().id()).toList();
                JsonNode answer = runCheck.check(since, ids, CrashContract.CLIENTS);
                CrashContract.progress("broker", "checked: " + answer.path("acknowledgement"), started);
                List<String> problems = new ArrayList<>(RunCheck.violations(answer));
                problems.addAll(CrashContract.notAsAcknowledged(soap, acknowledged));
                assertThat(problems).as("%d orders acknowledged before the kills, %d after the restart, window after"
                        + " order %d; run check: %s; processor log:%n%s", beforeKill, acknowledged.size() - beforeKill,
                        since, answer.path("acknowledgement"), processor.logTail(40)).isEmpty();
                assertThat(faults.get()).as("faults the clients got").isZero();
            } finally {
                stop.set(true);
                clients.shutdownNow();
            }
        }
    }

    /**
     * With the processor dead and clients still trading, the web node shows the backlog in /config's JSON and
     * its gauges (orders waiting, no consumer) and says so once in its log.
     */
    private static void awaitBacklogVisible(Backlog backlog, BourseProcess web, long deadline) throws Exception {
        while (true) {
            JsonNode b = backlog.json();
            boolean page = b.path("stranded").asBoolean() && b.path("queue").path("depth").asLong() > 0
                    && b.path("queue").path("consumers").asLong(-1) == 0 && b.path("openOrders").asLong() > 0;
            boolean gauges = backlog.gauge("bourse_broker_queue_depth") > 0
                    && backlog.gauge("bourse_broker_queue_consumers") == 0
                    && backlog.gauge("bourse_trade_orders_open_oldest_age_seconds") > 0;
            long warnings = web.log().lines().filter(l -> l.contains("no processor node consumes it")).count();
            if (page && gauges && warnings == 1) {
                return;
            }
            assertThat(System.nanoTime()).as("the backlog visible on the web node within %s: %s, %d warnings; log:%n%s",
                    CrashContract.LOAD_WITHIN, b, warnings, web.logTail(30)).isLessThan(deadline);
            Thread.sleep(250);
        }
    }

    /** After the restarts: nothing waits in the queue, a processor consumes it, and no order is open. */
    private static void awaitDrained(Backlog backlog, long deadline) throws Exception {
        while (true) {
            JsonNode b = backlog.json();
            if (b.path("openOrders").asLong(-1) == 0 && b.path("queue").path("depth").asLong(-1) == 0
                    && b.path("queue").path("consumers").asLong() > 0 && !b.path("stranded").asBoolean()) {
                return;
            }
            assertThat(System.nanoTime()).as("the backlog drained within %s: %s", CrashContract.LOAD_WITHIN, b)
                    .isLessThan(deadline);
            Thread.sleep(250);
        }
    }

    private static long deadline(Duration within) {
        return System.nanoTime() + within.toNanos();
    }
}
