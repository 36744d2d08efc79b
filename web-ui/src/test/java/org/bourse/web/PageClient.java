package org.bourse.web;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.net.ssl.SSLContext;

/**
 * A browser-less client of the pages, as a load script is: a cookie jar, GETs and form POSTs, the raw
 * response text, the CSRF token of the last page (sent only when asked), and a WebSocket opened with the
 * session's cookies, as the market summary page's script opens one. Public for the front-end tests,
 * which drive the pages through nginx and httpd.
 */
public final class PageClient {

    static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
    /** DayTrader scripts' boundaries for the holding id to sell. */
    static final String SELL_LEFT = "<a href=\"app?action=sell&holdingID=";

    private final String base;
    private final CookieManager cookies;
    private final SSLContext tls;
    private final HttpClient http;
    private String lastBody = "";

    public PageClient(int port) {
        this("http://127.0.0.1:" + port, new CookieManager(), null);
    }

    private PageClient(String base, CookieManager cookies, SSLContext tls) {
        this.base = base;
        this.cookies = cookies;
        this.tls = tls;
        HttpClient.Builder builder = HttpClient.newBuilder().cookieHandler(cookies).connectTimeout(Duration.ofSeconds(30))
                .followRedirects(HttpClient.Redirect.NEVER);
        if (tls != null) {
            // HTTP/2 where the server offers it in the handshake (ALPN), as a browser does; HTTP/1.1 otherwise
            builder.sslContext(tls).version(HttpClient.Version.HTTP_2);
        }
        this.http = builder.build();
    }

    /**
     * A browser at {@code https://127.0.0.1:port} that trusts what {@code tls} trusts; it speaks HTTP/2
     * where the server offers it in the handshake (see {@link HttpResponse#version()}).
     */
    public static PageClient overTls(int port, SSLContext tls) {
        return new PageClient("https://127.0.0.1:" + port, new CookieManager(), tls);
    }

    /**
     * The same browser talking to another node: the cookies are shared (a cookie belongs to the host, not
     * to a port), the last page is this client's until the other one loads one.
     */
    public PageClient atPort(int otherPort) {
        PageClient other = new PageClient(base.replaceFirst(":[0-9]+$", ":" + otherPort), cookies, tls);
        other.lastBody = lastBody;
        return other;
    }

    public HttpResponse<String> get(String pathAndQuery) {
        return send(HttpRequest.newBuilder(URI.create(base + pathAndQuery)).GET());
    }

    /** A form POST with the given fields, in order (DayTrader's names may have spaces). */
    public HttpResponse<String> post(String path, String... nameValues) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            fields.put(nameValues[i], nameValues[i + 1]);
        }
        return post(path, fields);
    }

    public HttpResponse<String> post(String path, Map<String, String> fields) {
        StringBuilder body = new StringBuilder();
        for (Map.Entry<String, String> f : fields.entrySet()) {
            if (body.length() > 0) {
                body.append('&');
            }
            body.append(URLEncoder.encode(f.getKey(), StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(f.getValue(), StandardCharsets.UTF_8));
        }
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
    }

    /** A POST carrying the CSRF token of the last page, as the page's own form would. */
    public HttpResponse<String> submit(String path, String... nameValues) {
        String[] withToken = new String[nameValues.length + 2];
        System.arraycopy(nameValues, 0, withToken, 0, nameValues.length);
        withToken[nameValues.length] = "_csrf";
        withToken[nameValues.length + 1] = csrf();
        return post(path, withToken);
    }

    public String csrf() {
        Matcher m = CSRF.matcher(lastBody);
        if (!m.find()) {
            throw new AssertionError("No CSRF token on the last page");
        }
        return m.group(1);
    }

    public String sessionId() {
        for (HttpCookie c : cookies.getCookieStore().getCookies()) {
            if (c.getName().equals("JSESSIONID")) {
                return c.getValue();
            }
        }
        return null;
    }

    /**
     * Opens a WebSocket at {@code path} with this session's cookies and the page's own origin, as a
     * browser does; {@code listener} gets the messages.
     */
    public CompletableFuture<WebSocket> webSocket(String path, WebSocket.Listener listener) {
        return http.newWebSocketBuilder().header("Origin", base).connectTimeout(Duration.ofSeconds(30))
                .buildAsync(URI.create(base.replaceFirst("^http", "ws") + path), listener);
    }

    /** The same, asking for a subprotocol (Bourse's page asks for {@code bourse-market-summary}). */
    public CompletableFuture<WebSocket> webSocket(String path, WebSocket.Listener listener, String subprotocol) {
        return http.newWebSocketBuilder().header("Origin", base).connectTimeout(Duration.ofSeconds(30))
                .subprotocols(subprotocol).buildAsync(URI.create(base.replaceFirst("^http", "ws") + path), listener);
    }

    /** The holding ids on a portfolio page, extracted with the scripts' boundaries from the raw text. */
    static List<String> holdingIds(String page) {
        List<String> ids = new ArrayList<>();
        String lower = page.toLowerCase(Locale.ROOT);
        String left = SELL_LEFT.toLowerCase(Locale.ROOT);
        for (int at = lower.indexOf(left); at >= 0; at = lower.indexOf(left, at + 1)) {
            int start = at + left.length();
            ids.add(page.substring(start, page.indexOf('"', start)));
        }
        return ids;
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = http.send(request.timeout(Duration.ofMinutes(2)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            lastBody = response.body();
            return response;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
