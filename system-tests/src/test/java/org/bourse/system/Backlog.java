package org.bourse.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.testing.server.BourseProcess;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** What a web node says waits to be processed: {@code /config/backlog.json} (admin) and its gauges. */
final class Backlog {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final Supplier<String> baseUrl;
    private final String authorization = "Basic " + Base64.getEncoder().encodeToString(
            (BourseProcess.ADMIN_USER + ":" + BourseProcess.ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8));
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    Backlog(Supplier<String> baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** {@code {"openOrders":…, "oldestOpenOrderAgeSeconds":…, "queue":{"depth":…,"consumers":…}, "stranded":…}} */
    JsonNode json() throws IOException {
        return JSON.readTree(get("/config/backlog.json", true));
    }

    /** A gauge's value in {@code /actuator/prometheus} (NaN if absent or unknown). */
    double gauge(String name) throws IOException {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(name) + "(?:\\{[^}]*\\})? (\\S+)$")
                .matcher(get("/actuator/prometheus", false));
        return m.find() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }

    private String get(String path, boolean admin) throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl.get() + path)).GET()
                .timeout(Duration.ofSeconds(30));
        if (admin) {
            request.header("Authorization", authorization);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IOException(path + " answered " + response.statusCode() + ": " + response.body());
            }
            return response.body();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
