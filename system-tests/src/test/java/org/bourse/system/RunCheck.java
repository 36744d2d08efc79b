package org.bourse.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.bourse.testing.server.BourseProcess;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** The server's run check, {@code /config/check} with the admin's HTTP Basic credentials (docs/web.md). */
final class RunCheck {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final Supplier<String> baseUrl;
    private final String authorization = "Basic " + Base64.getEncoder().encodeToString(
            (BourseProcess.ADMIN_USER + ":" + BourseProcess.ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8));
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    RunCheck(Supplier<String> baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** The largest order id in the database now: the window's start of the next run. */
    long highestOrderId() throws IOException {
        return send(HttpRequest.newBuilder(uri()).GET()).path("highestOrderId").asLong();
    }

    /**
     * I1–I8, with I6 over the orders the scenario confirmed since the last reset (other orders are counted,
     * not judged), and the run verification.
     */
    JsonNode checkScenario() throws IOException {
        return send(HttpRequest.newBuilder(uri()).GET());
    }

    /** I1–I8, I6 over the orders after {@code sinceOrderId} against the client's acknowledged ids. */
    JsonNode check(long sinceOrderId, Collection<Long> acknowledgedOrderIds, int inFlight) throws IOException {
        String body = JSON.writeValueAsString(Map.of("sinceOrderId", sinceOrderId,
                "acknowledgedOrderIds", acknowledgedOrderIds, "inFlight", inFlight));
        return send(HttpRequest.newBuilder(uri()).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** The summaries of the invariants a check's answer reports violated (empty: all hold). */
    static List<String> violations(JsonNode answer) {
        List<String> violated = new ArrayList<>();
        JsonNode invariants = answer.path("invariants");
        if (!invariants.path("checked").asBoolean()) {
            violated.add("the invariant check did not run: " + invariants.path("error").asString());
        }
        for (JsonNode r : invariants.path("results")) {
            if (!r.path("holds").asBoolean()) {
                violated.add(r.path("id").asString() + " violated " + r.path("violations").asLong() + " times: "
                        + r.path("description").asString() + "; e.g. " + r.path("examples"));
            }
        }
        if (violated.isEmpty() && !invariants.path("allHold").asBoolean()) {
            violated.add("allHold is false: " + invariants);
        }
        return violated;
    }

    private URI uri() {
        return URI.create(baseUrl.get() + "/config/check");
    }

    private JsonNode send(HttpRequest.Builder request) throws IOException {
        HttpResponse<String> response;
        try {
            response = http.send(request.header("Authorization", authorization).header("Accept", "application/json")
                    .timeout(Duration.ofMinutes(3)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (response.statusCode() != 200) {
            throw new IOException("/config/check answered " + response.statusCode() + ": " + response.body());
        }
        return JSON.readTree(response.body());
    }
}
