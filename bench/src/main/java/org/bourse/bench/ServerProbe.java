package org.bourse.bench;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Before a run: who answers at the URL. A Bourse server is named with what it runs on (read from its
 * {@code /config/settings.json} when the admin password is known); nothing answering stops the command with
 * a message; a server that is not Bourse is loaded as given only when {@code --url} named it.
 */
final class ServerProbe {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final List<String> SHOWN = List.of("spring.datasource.url", "bourse.trade.access",
            "bourse.population.users", "bourse.passwords.bcrypt-strength", "spring.profiles.active");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    /** The line naming what is about to be loaded; IllegalArgumentException when there is nothing to load. */
    String describe(LoadOptions o) throws IOException {
        String where = o.urlGiven ? o.url : o.url + " (the default; --url names another)";
        HttpResponse<String> readiness;
        try {
            readiness = get(o.url + "/actuator/health/readiness", null);
        } catch (ConnectException e) {
            throw new IllegalArgumentException("nothing answers at " + where + ": start the server (./bourse) and wait"
                    + " for its 'Bourse is ready' line" + (o.urlGiven ? "" : ", or give --url"));
        } catch (IOException e) {
            // A server that accepts but does not answer is the run's to judge (it reports the stalled requests).
            return "bench/load: loading " + where + " (no answer to GET /actuator/health/readiness: " + e + ")";
        }
        if (readiness.statusCode() == 503) {
            throw new IllegalArgumentException("the Bourse server at " + where + " is not ready yet (readiness 503):"
                    + " wait for its 'Bourse is ready' line");
        }
        if (readiness.statusCode() != 200 || !readiness.body().contains("\"UP\"")) {
            if (!o.urlGiven) {
                throw new IllegalArgumentException("something answers at " + where + " but it is not a Bourse server"
                        + " (GET /actuator/health/readiness: " + readiness.statusCode() + "): give --url");
            }
            return "bench/load: loading " + o.url + " (not a Bourse server: no readiness endpoint; loaded as given)";
        }
        StringBuilder line = new StringBuilder("bench/load: loading the Bourse server at ").append(where);
        if (o.adminPassword == null || o.adminPassword.isEmpty()) {
            return line.append(" (its settings need the admin password)").toString();
        }
        HttpResponse<String> settings = get(o.url + "/config/settings.json", o.adminUser + ":" + o.adminPassword);
        if (settings.statusCode() != 200) {
            return line.append(" (its settings: HTTP ").append(settings.statusCode()).append(" with the admin password")
                    .append(o.adminPasswordFrom == null ? "" : " from " + o.adminPasswordFrom).append(')').toString();
        }
        List<String> facts = new ArrayList<>();
        for (String name : SHOWN) {
            Matcher m = Pattern.compile("\"name\":\"" + Pattern.quote(name) + "\",\"value\":\"([^\"]*)\"")
                    .matcher(settings.body());
            if (m.find()) {
                facts.add(name + "=" + m.group(1));
            }
        }
        return line.append(": ").append(String.join(", ", facts)).toString();
    }

    private HttpResponse<String> get(String url, String credentials) throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).GET();
        if (credentials != null) {
            request.header("Authorization", "Basic "
                    + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while probing " + url, e);
        }
    }
}
