package org.bourse.bench.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The settings in force, asked of the server with the admin's credentials, for the report: the JSON of
 * {@code /config/settings.json} (every setting with its value and origin) where the server has it, else the
 * "Settings" table of the {@code /config} page (which shows only the settings given explicitly), else a note why
 * there are none (not a Bourse server, no admin password). Never fails a run.
 *
 * @param source  where they were read ({@code /config/settings.json}, {@code /config page}, {@code none})
 * @param note    why there are none, or what to know of them
 * @param values  each setting's value, by name
 * @param origins where each came from, by name (only from {@code /config/settings.json})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ServerSettings(String source, String note, Map<String, String> values, Map<String, String> origins) {

    /** Where a server lists its settings as JSON: {@code [{"name", "value", "origin"}, …]} (docs/configuration.md). */
    static final List<String> JSON_PATHS = List.of("/config/settings.json");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern TABLE = Pattern.compile("<table[^>]*id=\"settings\"[^>]*>(.*?)</table>", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("<tr><td>([^<]*)</td><td>([^<]*)</td></tr>");

    /**
     * As a summary holds them: values and origins by name, or (as the load kit once kept the server's list) one
     * array of {@code {"name" or "key", "value", "origin" or "source"}}, read into the same two maps.
     */
    @JsonCreator
    static ServerSettings of(@JsonProperty("source") String source, @JsonProperty("note") String note,
            @JsonProperty("values") JsonNode values, @JsonProperty("origins") Map<String, String> origins) {
        if (values == null || values.isNull()) {
            return new ServerSettings(source, note, null, origins);
        }
        Map<String, String> byName = new LinkedHashMap<>();
        Map<String, String> from = origins == null ? null : new LinkedHashMap<>(origins);
        if (values.isArray()) {
            for (JsonNode v : values) {
                String name = (v.has("name") ? v.path("name") : v.path("key")).asText();
                byName.put(name, text(v.path("value")));
                String origin = (v.has("origin") ? v.path("origin") : v.path("source")).asText("");
                if (!origin.isEmpty()) {
                    from = from == null ? new LinkedHashMap<>() : from;
                    from.put(name, origin);
                }
            }
        } else {
            values.properties().forEach(e -> byName.put(e.getKey(),
                    e.getValue().has("value") ? text(e.getValue().path("value")) : text(e.getValue())));
        }
        return new ServerSettings(source, note, byName, from);
    }

    private static String text(JsonNode v) {
        return v.isValueNode() ? v.asText() : v.toString();
    }

    /** One setting as {@code /config/settings.json} lists it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    private record Listed(String name, String value, String origin) {
    }

    /** Settings not read, and why. */
    static ServerSettings none(String why) {
        return new ServerSettings("none", why, null, null);
    }

    /** A setting's value, null when the server did not list it (or listed it blank). */
    public String value(String name) {
        String v = values == null ? null : values.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    /** Where a setting came from, "" when the server did not say. */
    public String origin(String name) {
        return origins == null ? "" : origins.getOrDefault(name, "");
    }

    /** Whether the server said where its settings came from. */
    public boolean hasOrigins() {
        return origins != null && !origins.isEmpty();
    }

    public static ServerSettings read(String url, Admin admin) {
        if (!admin.hasPassword()) {
            return none("no admin password (BOURSE_ADMIN_PASSWORD or --admin-password): settings not read");
        }
        HttpClient http = LoopbackTrust.client(url).connectTimeout(Duration.ofSeconds(10)).build();
        String auth = "Basic " + Base64.getEncoder().encodeToString((admin.user() + ":" + admin.password()).getBytes(StandardCharsets.UTF_8));
        try {
            for (String path : JSON_PATHS) {
                HttpResponse<String> r = get(http, url + path, auth, "application/json");
                if (r.statusCode() == 200 && r.headers().firstValue("Content-Type").orElse("").contains("json")) {
                    // [{"name", "value", "origin"}, …]: values by name, and where each came from
                    JsonNode doc = JSON.readTree(r.body());
                    if (!doc.isArray()) {
                        return of(path, null, doc, null);
                    }
                    List<Listed> listed = JSON.treeToValue(doc, new TypeReference<List<Listed>>() { });
                    Map<String, String> values = new LinkedHashMap<>();
                    Map<String, String> origins = new LinkedHashMap<>();
                    for (Listed setting : listed) {
                        values.put(setting.name(), setting.value());
                        origins.put(setting.name(), setting.origin());
                    }
                    return new ServerSettings(path, null, values, origins);
                }
            }
            HttpResponse<String> page = get(http, url + "/config", auth, "text/html");
            Matcher table = TABLE.matcher(page.body());
            if (page.statusCode() == 200 && table.find()) {
                Map<String, String> values = new LinkedHashMap<>();
                Matcher row = ROW.matcher(table.group(1));
                while (row.find()) {
                    values.put(unescape(row.group(1)), unescape(row.group(2)));
                }
                return new ServerSettings("/config page",
                        "this server lists only the settings given explicitly; a blank one is at its default", values, null);
            }
            return none("GET /config answered " + page.statusCode() + " without a settings table");
        } catch (IOException e) {
            return none("could not ask the server: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return none("interrupted");
        }
    }

    private static HttpResponse<String> get(HttpClient http, String url, String auth, String accept)
            throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", auth).header("Accept", accept)
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&").trim();
    }
}
