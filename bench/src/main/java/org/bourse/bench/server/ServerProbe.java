package org.bourse.bench.server;

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

import javax.net.ssl.SSLException;

/**
 * Before a run: who answers at the URL. A Bourse server is named with what it runs on (read from its
 * {@code /config/settings.json} when the admin password is known); nothing answering stops the command with
 * a message; a server that is not Bourse is loaded as given only when {@code --url} named it.
 */
public final class ServerProbe {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final String CONTAINER = "bourse.listener.container";
    /** The row of the container serving, which the server lists beside its settings. */
    private static final String RUNNING_CONTAINER = "server.container (running)";
    private static final List<String> SHOWN = List.of(CONTAINER, "spring.datasource.url",
            "bourse.trade.access", "bourse.population.users", "bourse.passwords.bcrypt-strength",
            "spring.profiles.active");

    /**
     * The line naming what is about to be loaded; IllegalArgumentException when there is nothing to load.
     *
     * @param urlGiven whether {@code --url} named the server (else {@code url} is the default, probed)
     */
    public String describe(String url, boolean urlGiven, Admin admin) throws IOException {
        HttpClient http = LoopbackTrust.client(url).connectTimeout(TIMEOUT).build();
        String where = urlGiven ? url : url + " (the default; --url names another)";
        HttpResponse<String> readiness;
        try {
            readiness = get(http, url + "/actuator/health/readiness", null);
        } catch (ConnectException e) {
            throw new IllegalArgumentException("nothing answers at " + where + ": start the server (./bourse) and wait"
                    + " for its 'Bourse is ready' line" + (urlGiven ? "" : ", or give --url"));
        } catch (SSLException e) {
            // Loaded anyway, every request would fail the same way: say why once, before the run.
            throw new IllegalArgumentException("no TLS session with " + where + ": " + e.getMessage()
                    + (LoopbackTrust.loopback(URI.create(url).getHost())
                            ? " (does the server speak plain HTTP there? then give http://)"
                            : " (a certificate the JDK does not trust? see --url in --help)"));
        } catch (IOException e) {
            // A server that accepts but does not answer is the run's to judge (it reports the stalled requests).
            return "bench/load: loading " + where + " (no answer to GET /actuator/health/readiness: " + e + ")";
        }
        if (readiness.statusCode() == 400 && readiness.body().contains("requires TLS")) {
            // Tomcat's answer to plain HTTP on its TLS port
            throw new IllegalArgumentException("the server at " + where + " speaks TLS on that port: give https://");
        }
        if (readiness.statusCode() == 503) {
            throw new IllegalArgumentException("the Bourse server at " + where + " is not ready yet (readiness 503):"
                    + " wait for its 'Bourse is ready' line");
        }
        if (readiness.statusCode() != 200 || !readiness.body().contains("\"UP\"")) {
            if (!urlGiven) {
                throw new IllegalArgumentException("something answers at " + where + " but it is not a Bourse server"
                        + " (GET /actuator/health/readiness: " + readiness.statusCode() + "): give --url");
            }
            return "bench/load: loading " + url + " (not a Bourse server: no readiness endpoint; loaded as given)";
        }
        StringBuilder line = new StringBuilder("bench/load: loading the Bourse server at ").append(where);
        if (!admin.hasPassword()) {
            return line.append(" (its settings need the admin password)").toString();
        }
        HttpResponse<String> settings = get(http, url + "/config/settings.json", admin.user() + ":" + admin.password());
        if (settings.statusCode() != 200) {
            return line.append(" (its settings: HTTP ").append(settings.statusCode()).append(" with the admin password")
                    .append(admin.passwordFrom() == null ? "" : " from " + admin.passwordFrom()).append(')').toString();
        }
        List<String> facts = new ArrayList<>();
        for (String name : SHOWN) {
            String value = value(settings.body(), name);
            if (value != null) {
                // the container chosen, and what serves: "tomcat (Tomcat 11.0.24)"
                String running = name.equals(CONTAINER) ? value(settings.body(), RUNNING_CONTAINER) : null;
                facts.add(name + "=" + value + (running == null ? "" : " (" + running + ")"));
            }
        }
        return line.append(": ").append(String.join(", ", facts)).toString();
    }

    /** A setting's value in /config/settings.json, null if it is not listed. */
    private static String value(String settingsJson, String name) {
        Matcher m = Pattern.compile("\"name\":\"" + Pattern.quote(name) + "\",\"value\":\"([^\"]*)\"")
                .matcher(settingsJson);
        return m.find() ? m.group(1) : null;
    }

    private static HttpResponse<String> get(HttpClient http, String url, String credentials) throws IOException {
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
