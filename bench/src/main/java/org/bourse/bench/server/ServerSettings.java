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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The settings in force, asked of the server with the admin's credentials, for the report: the JSON of
 * {@code /config/settings.json} (every setting with its value and origin) where the server has it, else the "Settings" table of the {@code /config} page
 * (which shows only the settings given explicitly), else a note why there are none (not a Bourse server,
 * no admin password). Never fails a run.
 */
public final class ServerSettings {

    /** Where a server lists its settings as JSON: {@code [{"name", "value", "origin"}, …]} (docs/configuration.md). */
    static final List<String> JSON_PATHS = List.of("/config/settings.json");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern TABLE = Pattern.compile("<table[^>]*id=\"settings\"[^>]*>(.*?)</table>", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("<tr><td>([^<]*)</td><td>([^<]*)</td></tr>");

    private ServerSettings() {
    }

    public static Map<String, Object> read(String url, Admin admin) {
        Map<String, Object> result = new LinkedHashMap<>();
        if (!admin.hasPassword()) {
            result.put("source", "none");
            result.put("note", "no admin password (BOURSE_ADMIN_PASSWORD or --admin-password): settings not read");
            return result;
        }
        HttpClient http = LoopbackTrust.client(url).connectTimeout(Duration.ofSeconds(10)).build();
        String auth = "Basic " + Base64.getEncoder().encodeToString((admin.user() + ":" + admin.password()).getBytes(StandardCharsets.UTF_8));
        try {
            for (String path : JSON_PATHS) {
                HttpResponse<String> r = get(http, url + path, auth, "application/json");
                if (r.statusCode() == 200 && r.headers().firstValue("Content-Type").orElse("").contains("json")) {
                    JsonNode doc = JSON.readTree(r.body());
                    result.put("source", path);
                    if (doc.isArray()) {
                        // [{"name", "value", "origin"}, …]: values by name, and where each came from
                        Map<String, String> values = new LinkedHashMap<>();
                        Map<String, String> origins = new LinkedHashMap<>();
                        for (JsonNode setting : doc) {
                            values.put(setting.path("name").asText(), setting.path("value").asText());
                            origins.put(setting.path("name").asText(), setting.path("origin").asText());
                        }
                        result.put("values", values);
                        result.put("origins", origins);
                    } else {
                        result.put("values", JSON.convertValue(doc, Object.class));
                    }
                    return result;
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
                result.put("source", "/config page");
                result.put("note", "this server lists only the settings given explicitly; a blank one is at its default");
                result.put("values", values);
                return result;
            }
            result.put("source", "none");
            result.put("note", "GET /config answered " + page.statusCode() + " without a settings table");
        } catch (IOException e) {
            result.put("source", "none");
            result.put("note", "could not ask the server: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            result.put("source", "none");
            result.put("note", "interrupted");
        }
        return result;
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
