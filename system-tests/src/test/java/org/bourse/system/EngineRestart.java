package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One engine container of the Compose cluster killed (SIGKILL) and started again, as an operator or an
 * orchestrator would; it comes back under its service name, on another address ({@link ComposeCluster#moveTo}:
 * podman would give the same one back) or on its own. Then
 * how long each node took to serve again after the engine answered, and what each node logged meanwhile.
 */
final class EngineRestart {

    /** A container of the cluster's: its service and replica number. */
    record Node(String service, int replica) {

        @Override
        public String toString() {
            return service + "#" + replica;
        }
    }

    private static final Node WEB_1 = new Node("web", 1);
    private static final Node WEB_2 = new Node("web", 2);
    private static final Node PROCESSOR = new Node("processor", 1);
    private static final List<Node> NODES = List.of(WEB_1, WEB_2, PROCESSOR);
    /**
     * The last byte of each engine's new address: from .200 up, as podman gives the cluster's few containers the
     * first addresses of the network's /24.
     */
    private static final Map<String, Integer> NEW_ADDRESS = Map.of("redis", 205, "rabbitmq", 206, "postgres", 211);
    /** Every node logs its outage lines within this after the engine answers (the slowest, the database's, in 20 s). */
    private static final Duration LINES_WITHIN = Duration.ofSeconds(30);
    private static final Map<String, Integer> PORTS = Map.of("redis", 6379, "rabbitmq", 5672, "postgres", 5432);

    private final ComposeCluster cluster;
    private final String engine;
    private final boolean move;
    private final Duration bound;

    /**
     * @param move  whether the engine is moved to another address ({@link ComposeCluster#moveTo}); if not, podman
     *              gives it its old one or, now and then, another
     * @param bound how soon after the engine answers every node must serve again: docs/operations.md's
     *              bound for this engine
     */
    EngineRestart(ComposeCluster cluster, String engine, boolean move, Duration bound) {
        this.cluster = cluster;
        this.engine = engine;
        this.move = move;
        this.bound = bound;
    }

    /**
     * Kills and starts the engine, then waits until every web node has answered a {@code /scenario} request
     * 200 after the engine answered (the load keeps sending them), and until an order placed after that was
     * processed (the web nodes' relay and the processor's consumers back on the broker and the database).
     */
    Result run() throws Exception {
        String addressBefore = cluster.address(engine, 1);
        Instant killedAt = Instant.now();
        cluster.kill(engine, 1);
        long killed = System.nanoTime();
        cluster.awaitNameGone(engine);
        if (move) {
            cluster.moveTo(engine, 1, addressBefore.substring(0, addressBefore.lastIndexOf('.') + 1)
                    + NEW_ADDRESS.get(engine));
        }
        cluster.start(engine, 1);
        long answered = cluster.awaitEngineAnswers(engine);
        Map<Node, Double> back = new LinkedHashMap<>();
        // each look asks the three nodes at once: one after the other, podman execs of a second or two each on a
        // busy machine, a look took a fair part of the bound
        ExecutorService looks = Executors.newFixedThreadPool(3);
        try {
            List<Future<Long>> before = List.of(looks.submit(() -> cluster.scenarioAnswered(1)),
                    looks.submit(() -> cluster.scenarioAnswered(2)),
                    looks.submit(() -> cluster.sqlLong("SELECT COALESCE(MAX(order_id), 0) FROM orders")));
            long[] served = {before.get(0).get(), before.get(1).get()};
            long placedAfter = before.get(2).get();
            long deadline = answered + bound.toNanos();
            while (back.size() < 3) {
                List<Future<Long>> now = List.of(looks.submit(() -> cluster.scenarioAnswered(1)),
                        looks.submit(() -> cluster.scenarioAnswered(2)), looks.submit(() -> cluster.sqlLong(
                                "SELECT COUNT(*) FROM orders WHERE order_id > " + placedAfter
                                        + " AND order_status IN ('closed', 'completed')")));
                for (int replica = 1; replica <= 2; replica++) {
                    long answeredNow = now.get(replica - 1).get();
                    if (answeredNow > served[replica - 1] && served[replica - 1] >= 0) {
                        back.putIfAbsent(replica == 1 ? WEB_1 : WEB_2, seconds(System.nanoTime() - answered));
                    }
                    served[replica - 1] = Math.max(served[replica - 1], answeredNow);
                }
                if (now.get(2).get() > 0) {
                    back.putIfAbsent(PROCESSOR, seconds(System.nanoTime() - answered));
                }
                if (back.size() < 3 && System.nanoTime() >= deadline) {
                    throw new AssertionError(String.format("%s: every node serving within %s after it answered;"
                            + " back so far: %s; address %s -> %s; what the nodes see:%n%s", engine, bound, back,
                            addressBefore, cluster.address(engine, 1), nodeViews()));
                }
                Thread.sleep(100);
            }
        } finally {
            looks.shutdownNow();
        }
        String addressAfter = cluster.address(engine, 1);
        if (move) {
            assertThat(addressAfter).as("%s's address after its restart", engine).isNotEqualTo(addressBefore);
        }
        List<String> resolvedAfter = cluster.resolves(engine);
        Map<Node, List<String>> lines = new LinkedHashMap<>();
        long linesDeadline = System.nanoTime() + LINES_WITHIN.toNanos();
        for (Node node : NODES) {
            List<String> logged;
            do {
                logged = outageLines(cluster.logSince(node.service(), node.replica(), killedAt));
            } while (warnedButNotEnded(logged) && System.nanoTime() < linesDeadline && pause());
            lines.put(node, logged);
        }
        return new Result(engine, addressBefore, addressAfter, resolvedAfter, seconds(answered - killed), back, lines);
    }

    private String nodeViews() {
        List<String> views = new ArrayList<>();
        for (Node node : NODES) {
            views.add(cluster.nodeView(node.service(), node.replica(), engine, PORTS.get(engine)));
        }
        return String.join("\n", views);
    }

    /** What a node logged that an operator reads: WARN and ERROR, the outage's INFO, and stack traces. */
    private static List<String> outageLines(List<String> log) {
        List<String> lines = new ArrayList<>();
        for (String line : log) {
            if (line.contains(" WARN ") || line.contains(" ERROR ") || line.contains("answers again")
                    || line.contains("reachable again") || line.startsWith("\tat ") || line.startsWith("Caused by")) {
                lines.add(line);
            }
        }
        return lines;
    }

    private static boolean warnedButNotEnded(List<String> lines) {
        long warned = lines.stream().filter(l -> l.contains(" WARN ")).count();
        long ended = lines.stream().filter(l -> l.contains(" INFO ")).count();
        return warned > ended;
    }

    private static boolean pause() {
        try {
            Thread.sleep(500);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static double seconds(long nanos) {
        return Math.round(nanos / 1e8) / 10.0;
    }

    /**
     * @param resolvedAfter what the engine's name resolved to once every node was back
     * @param answeredAfter seconds from the kill until the engine answered again
     * @param back          per node, seconds from the engine answering until it served again
     * @param lines         per node, what it logged from the kill on (WARN, ERROR, the outage's INFO, stack traces)
     */
    record Result(String engine, String addressBefore, String addressAfter, List<String> resolvedAfter,
            double answeredAfter,
            Map<Node, Double> back, Map<Node, List<String>> lines) {

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder(String.format("%s killed and started again: address %s -> %s"
                    + " (its name resolving to %s), answering after %.1f s; nodes serving again after it answered: %s",
                    engine, addressBefore, addressAfter, resolvedAfter, answeredAfter, back));
            lines.forEach((node, logged) -> {
                b.append("\n  ").append(node).append(" logged ").append(logged.size()).append(" lines");
                logged.forEach(l -> b.append("\n    ").append(l));
            });
            return b.toString();
        }
    }
}
