package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.databases.ServerDatabase;
import org.bourse.web.PageClient;
import org.bourse.web.PagesServer;
import org.bourse.web.TwoNodes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code /scenario} load spread over two nodes on one PostgreSQL database, then the run check asked of one
 * node: in cluster scope it counts both nodes' requests and the ±5% verification passes; in node scope it
 * counts only its own while the database holds both nodes' trades, and fails (the subclass says which).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ClusterStatisticsContract {

    static final String ADMIN_PASSWORD = "cluster-statistics-secret";
    static final int CLIENTS_PER_NODE = 3;
    static final int REQUESTS_PER_CLIENT = 150;

    private TwoNodes nodes;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    abstract String scope();

    @BeforeAll
    void startNodes() {
        ServerDatabase db = ServerDatabase.postgresql().sibling("scenario_" + scope());
        db.requireReachable();
        nodes = new TwoNodes(PagesServer.class, db, "--bourse.web.scenario-statistics=" + scope(),
                "--bourse.admin.password=" + ADMIN_PASSWORD);
    }

    @AfterAll
    void stopNodes() {
        if (nodes != null) {
            nodes.close();
        }
    }

    /** Sends the scenario load to both nodes; the number of requests answered 200. */
    long loadBothNodes() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(2 * CLIENTS_PER_NODE);
        try {
            List<Future<Long>> answered = new ArrayList<>();
            for (int k = 0; k < 2 * CLIENTS_PER_NODE; k++) {
                int port = nodes.port(k % 2);
                answered.add(clients.submit(() -> {
                    PageClient client = new PageClient(port);
                    long ok = 0;
                    for (int i = 0; i < REQUESTS_PER_CLIENT; i++) {
                        if (client.get("/scenario").statusCode() == 200) {
                            ok++;
                        }
                    }
                    return ok;
                }));
            }
            long ok = 0;
            for (Future<Long> f : answered) {
                ok += f.get(10, TimeUnit.MINUTES);
            }
            return ok;
        } finally {
            clients.shutdownNow();
        }
    }

    JsonNode check(int node) throws IOException, InterruptedException {
        String auth = "Basic " + Base64.getEncoder().encodeToString(("admin:" + ADMIN_PASSWORD)
                .getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + nodes.port(node)
                + "/config/check")).header("Authorization", auth).header("Accept", "application/json")
                .timeout(Duration.ofMinutes(3)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JsonMapper.builder().build().readTree(r.body());
    }

    /** The admin's reset through {@code node}, until it is done. */
    void reset(int node) throws InterruptedException {
        PageClient admin = new PageClient(nodes.port(node));
        admin.get("/config/login");
        admin.submit("/config/login", "username", "admin", "password", ADMIN_PASSWORD);
        assertThat(admin.get("/config").statusCode()).isEqualTo(200);
        HttpResponse<String> reset = admin.submit("/config/reset");
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (reset.statusCode() == 202 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            reset = admin.get("/config/reset/status");
        }
        assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
        assertThat(reset.body()).contains("Trade was reset in");
    }

    static List<String> failedRows(JsonNode check) {
        List<String> failed = new ArrayList<>();
        for (JsonNode row : check.path("verification")) {
            if (row.path("outcome").asString().equals("FAIL")) {
                failed.add(row.toString());
            }
        }
        return failed;
    }

    @Test
    abstract void theRunCheckOfOneNodeAfterLoadOnBoth() throws Exception;
}
