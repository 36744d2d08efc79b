package org.bourse.testing;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Posts raw SOAP envelope bytes over real HTTP, as a load driver would. */
public final class SoapHttp {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30)).build();
    private final String base;
    private final Duration timeout;

    public SoapHttp(int port) {
        this(port, Duration.ofMinutes(2));
    }

    /** @param timeout longest a request may take to be answered before it fails */
    public SoapHttp(int port, Duration timeout) {
        this.base = "http://127.0.0.1:" + port;
        this.timeout = timeout;
    }

    /** @param headers extra request headers as name, value, name, value… */
    public HttpResponse<byte[]> post(String path, String soapAction, String envelope, String... headers) {
        return post(path, soapAction, HttpRequest.BodyPublishers.ofString(envelope, StandardCharsets.UTF_8), headers);
    }

    public HttpResponse<byte[]> post(String path, String soapAction, HttpRequest.BodyPublisher body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(timeout)
                .header("Content-Type", "text/xml; charset=utf-8")
                .POST(body);
        for (int k = 0; k + 1 < headers.length; k += 2) {
            request.header(headers[k], headers[k + 1]);
        }
        if (soapAction != null) {
            request.header("SOAPAction", soapAction);
        }
        return send(request.build());
    }

    public HttpResponse<byte[]> get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout).GET().build());
    }

    /** A request without a body by any method: GET, HEAD, DELETE, OPTIONS… */
    public HttpResponse<byte[]> send(String method, String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .method(method, HttpRequest.BodyPublishers.noBody()).build());
    }

    private HttpResponse<byte[]> send(HttpRequest request) {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (Exception e) {
            throw new AssertionError(request.method() + " " + request.uri() + " failed: " + e, e);
        }
    }
}
