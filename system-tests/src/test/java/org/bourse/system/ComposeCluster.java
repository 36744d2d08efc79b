package org.bourse.system;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.bourse.testing.server.BourseProcess;

/**
 * {@code deploy/compose/cluster.yaml} brought up by podman-compose under a project name of its own, on the
 * images this build made ({@link Images}), its front end on a free loopback port: the containers by service
 * and replica number, their stop, kill and start, readiness, SQL on the cluster's PostgreSQL, and logs.
 */
final class ComposeCluster implements AutoCloseable {

    static final Duration READY_WITHIN = Duration.ofMinutes(10);
    private static final Duration COMMAND_WITHIN = Duration.ofMinutes(5);
    private static final String FILE = "deploy/compose/cluster.yaml";

    private final Podman podman;
    private final String project;
    private final int port;
    private final Map<String, String> variables;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private ComposeCluster(Podman podman, String project, int port, Map<String, String> variables) {
        this.podman = podman;
        this.project = project;
        this.port = port;
        this.variables = variables;
    }

    /**
     * Brings the cluster up with {@code webNodes} web nodes and the given extra variables, and waits until
     * every web node is ready, the processor has started and the front end serves the Trade pages.
     */
    static ComposeCluster up(Podman podman, Images images, int webNodes, Map<String, String> extra) throws Exception {
        Map<String, String> variables = new HashMap<>(images.variables());
        variables.putAll(Map.of("POSTGRES_PASSWORD", "cluster-test-postgres", "RABBITMQ_DEFAULT_PASS", "cluster-test-rabbitmq",
                "BOURSE_ADMIN_PASSWORD", BourseProcess.ADMIN_PASSWORD, "BOURSE_WEB_NODES", Integer.toString(webNodes),
                "BOURSE_PORT", Integer.toString(freePort()), "BOURSE_TLS_PORT", Integer.toString(freePort())));
        variables.putAll(extra);
        String project = "bourseit" + UUID.randomUUID().toString().substring(0, 8);
        ComposeCluster cluster = new ComposeCluster(podman, project, Integer.parseInt(variables.get("BOURSE_PORT")),
                Map.copyOf(variables));
        try {
            cluster.compose("up", "-d");
            for (int n = 1; n <= webNodes; n++) {
                cluster.awaitReady("web", n);
            }
            cluster.awaitStarted("processor", 1, Instant.EPOCH);
            cluster.awaitFrontEnd();
        } catch (Exception | AssertionError e) {
            System.err.println(cluster.logTails());
            cluster.close();
            throw e;
        }
        return cluster;
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    /** The front end's TLS listener (HTTP/2, the self-signed certificate it made in its volume). */
    String tlsUrl() {
        return "https://127.0.0.1:" + variables.get("BOURSE_TLS_PORT");
    }

    /** The front end's certificate, copied out of its container into {@code file} for a client to trust. */
    void copyFrontEndCertificate(java.nio.file.Path file) {
        podman.podman(COMMAND_WITHIN, "cp", container("frontend", 1) + ":/bourse/tls/self-signed.crt", file.toString());
    }

    /** The container of a service's replica, as podman-compose names it. */
    String container(String service, int replica) {
        return project + "_" + service + "_" + replica;
    }

    /** podman stop: SIGTERM, then SIGKILL after the stop timeout. */
    void stop(String service, int replica) {
        podman.podman(COMMAND_WITHIN, "stop", "-t", "30", container(service, replica));
    }

    /** podman kill -s KILL: the container's processes die at once. */
    void kill(String service, int replica) {
        podman.podman(COMMAND_WITHIN, "kill", "-s", "KILL", container(service, replica));
    }

    /** Starts a stopped or killed container again; the time it was started. */
    Instant start(String service, int replica) {
        Instant at = Instant.now();
        podman.podman(COMMAND_WITHIN, "start", container(service, replica));
        return at;
    }

    /** Waits until a web node's readiness probe answers UP (the image's own check, run in the container). */
    void awaitReady(String service, int replica) throws InterruptedException {
        String name = container(service, replica);
        awaitUntil(() -> podman.podmanOrNull(Duration.ofSeconds(30), "exec", name, "/app/healthcheck") != null,
                () -> name + " ready; its log:\n" + logTail(name));
    }

    /**
     * Waits until the front end has sent requests to a (restarted) web node, as the node's own request metrics
     * say (any but the actuator's): nginx marks a node that refused a connection while it started as failed for
     * {@code fail_timeout} (10 s), so a node ready is not yet a node in use, and losing the other node in
     * that window leaves the front end with none.
     */
    void awaitServing(String service, int replica) throws InterruptedException {
        String name = container(service, replica);
        String metric = "http_server_requests_seconds_count{";
        awaitUntil(() -> {
            String metrics = metrics(name);
            return metrics != null && metrics.lines().anyMatch(l -> l.startsWith(metric) && !l.contains("uri=\"/actuator")
                    && Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)) > 0);
        }, () -> name + " serving requests through the front end");
    }

    /** Waits until a node without HTTP (the order processor) logs its start after {@code since}. */
    void awaitStarted(String service, int replica, Instant since) throws InterruptedException {
        String name = container(service, replica);
        awaitUntil(() -> podman.podman(COMMAND_WITHIN, "logs", "--since", since.toString(), name)
                .contains("Started BourseApplication"), () -> name + " started; its log:\n" + logTail(name));
    }

    /** Whether an engine container answers its own client: redis-cli, pg_isready, or RabbitMQ's port. */
    boolean engineAnswers(String engine) {
        String name = container(engine, 1);
        return switch (engine) {
            case "redis" -> "PONG".equals(strip(podman.podmanOrNull(Duration.ofSeconds(30), "exec", name,
                    "redis-cli", "ping")));
            case "postgres" -> podman.podmanOrNull(Duration.ofSeconds(30), "exec", name, "pg_isready", "-q", "-h",
                    "127.0.0.1") != null;
            case "rabbitmq" -> podman.podmanOrNull(Duration.ofSeconds(30), "exec", name, "bash", "-c",
                    "exec 3<>/dev/tcp/127.0.0.1/5672") != null;
            default -> throw new IllegalArgumentException("no engine " + engine);
        };
    }

    /** Waits until an engine container answers ({@link #engineAnswers}); the time it did (System.nanoTime). */
    long awaitEngineAnswers(String engine) throws InterruptedException {
        awaitUntil(() -> engineAnswers(engine), () -> container(engine, 1) + " answering; its log:\n"
                + logTail(container(engine, 1)));
        return System.nanoTime();
    }

    /**
     * Gives a stopped container {@code newAddress} on the cluster's network (in its /24, unused), under the same
     * service name: podman keeps a stopped container's address and would give it back at its start, where an
     * orchestrator that replaces a container, or Docker's Compose, may give another.
     */
    void moveTo(String service, int replica, String newAddress) {
        String network = project + "_default";
        podman.podman(COMMAND_WITHIN, "network", "disconnect", network, container(service, replica));
        podman.podman(COMMAND_WITHIN, "network", "connect", "--alias", service, "--ip", newAddress, network,
                container(service, replica));
    }

    /** The addresses a name resolves to on the cluster's network, as web node 1 sees them (none: it does not). */
    List<String> resolves(String name) {
        return resolvesIn(container("web", 1), name);
    }

    private List<String> resolvesIn(String container, String name) {
        String hosts = podman.podmanOrNull(Duration.ofSeconds(30), "exec", container, "getent", "hosts", name);
        return hosts == null ? List.of() : hosts.lines().map(l -> l.split("\\s+")[0]).toList();
    }

    /**
     * Waits until a name no longer resolves on the cluster's network: podman removes a killed container's record
     * a moment after the kill (about 0.2 s here), as an orchestrator removes a dead replica's. Moving the container
     * before that raced podman's clean-up, which then left the old record beside the new one.
     */
    void awaitNameGone(String name) throws InterruptedException {
        awaitUntil(() -> resolves(name).isEmpty(), () -> name + " gone from the cluster's DNS: " + resolves(name));
    }

    /** A container's address on the cluster's network, as podman has it now. */
    String address(String service, int replica) {
        return strip(podman.podmanOrNull(COMMAND_WITHIN, "inspect", "--format",
                "{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}", container(service, replica)));
    }

    /**
     * How many {@code /scenario} requests a web node has answered 200, by its own request metrics (asked
     * inside its container, not through the front end); -1 if it did not answer.
     */
    long scenarioAnswered(int replica) {
        String metrics = metrics(container("web", replica));
        if (metrics == null) {
            return -1;
        }
        return (long) metrics.lines().filter(l -> l.startsWith("http_server_requests_seconds_count{")
                && l.contains("uri=\"/scenario\"") && l.contains("status=\"200\""))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }

    /**
     * What a node sees of an engine, for a failure message: what the engine's name resolves to in the node, the
     * node's TCP sockets to the engine's port (from /proc: address and kernel state, 01 established, 02 SYN_SENT)
     * and, for a web node, its request counts by status.
     */
    String nodeView(String service, int replica, String engine, int enginePort) {
        String name = container(service, replica);
        String port = String.format(":%04X ", enginePort);
        String sockets = podman.podmanOrNull(Duration.ofSeconds(30), "exec", name, "cat", "/proc/net/tcp",
                "/proc/net/tcp6");
        String requests = service.equals("web") ? metrics(name) : null;
        return name + ": " + engine + " resolves to " + resolvesIn(name, engine) + "; sockets to port " + enginePort + ": "
                + (sockets == null ? "?" : sockets.lines().filter(l -> l.contains(port)).map(String::strip).toList())
                + (requests == null ? "" : "; requests: " + requests.lines()
                        .filter(l -> l.startsWith("http_server_requests_seconds_count{")).toList());
    }

    /** A container's log lines since {@code since}. */
    List<String> logSince(String service, int replica, Instant since) {
        return podman.podman(COMMAND_WITHIN, "logs", "--since", since.toString(), container(service, replica))
                .lines().toList();
    }

    /** One value from the cluster's PostgreSQL, through psql in its container. */
    long sqlLong(String query) {
        return Long.parseLong(sqlRows(query).get(0).strip());
    }

    /** The rows of a query on the cluster's PostgreSQL, each with its columns separated by '|'. */
    List<String> sqlRows(String query) {
        return podman.podman(COMMAND_WITHIN, "exec", container("postgres", 1), "psql", "-U", "bourse", "-d", "bourse",
                "-Atc", query).lines().filter(l -> !l.isBlank()).toList();
    }

    /** The last lines of every container's log, for a failure's message. */
    String logTails() {
        StringBuilder all = new StringBuilder();
        String names = podman.podmanOrNull(COMMAND_WITHIN, "ps", "-a", "--filter", "label=io.podman.compose.project=" + project,
                "--format", "{{.Names}} {{.Status}}");
        all.append("containers of ").append(project).append(":\n").append(names);
        if (names != null) {
            for (String line : names.split("\n")) {
                String name = line.split(" ")[0];
                if (!name.isBlank()) {
                    all.append("\n--- ").append(name).append('\n').append(logTail(name));
                }
            }
        }
        return all.toString();
    }

    String logTail(String container) {
        String log = podman.podmanOrNull(COMMAND_WITHIN, "logs", "--tail", "40", container);
        return log == null ? "(no log)" : log;
    }

    @Override
    public void close() {
        try {
            compose("down", "-v");
        } catch (IllegalStateException e) {
            System.err.println("podman-compose down failed for " + project + ": " + e.getMessage());
        }
        // podman-compose 1.0.3 leaves the project's network behind
        podman.podmanOrNull(COMMAND_WITHIN, "network", "rm", project + "_default");
    }

    private void compose(String... arguments) {
        List<String> all = new ArrayList<>(List.of("-p", project, "-f", FILE));
        all.addAll(List.of(arguments));
        podman.compose(READY_WITHIN, variables, all.toArray(String[]::new));
    }

    private void awaitFrontEnd() throws InterruptedException {
        awaitUntil(() -> {
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url() + "/app"))
                        .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                return r.statusCode() == 200 && r.body().contains("name=\"uid\"");
            } catch (IOException e) {
                return false; // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }, () -> "the front end on " + url() + " serving /app");
    }

    /** Polls {@code done} until it is true, failing with {@code what} after {@link #READY_WITHIN}. */
    private static void awaitUntil(BooleanSupplier done, Supplier<String> what) throws InterruptedException {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() >= deadline) {
                throw new AssertionError("not within " + READY_WITHIN + ": " + what.get());
            }
            Thread.sleep(250);
        }
    }

    /** A web node's {@code /actuator/prometheus}, asked inside its container; null if it did not answer. */
    private String metrics(String container) {
        return podman.podmanOrNull(Duration.ofSeconds(30), "exec", container, "bash", "-c",
                "exec 3<>/dev/tcp/127.0.0.1/8080; printf 'GET /actuator/prometheus HTTP/1.0\\r\\n\\r\\n' >&3; cat <&3");
    }

    private static String strip(String text) {
        return text == null ? null : text.strip();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
