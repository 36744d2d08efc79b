package org.bourse.bench.simulation;

import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.http.HttpProtocolBuilder;

/**
 * What every workload's connections speak: the run's base URL, {@code http://} or {@code https://}, with
 * no warm-up request and no cache (every request reaches the server). Over https Gatling accepts any
 * certificate (its default; see {@link org.bourse.bench.server.LoopbackTrust}). With {@code --http2} it offers HTTP/2 in the TLS
 * handshake (ALPN), and every response is checked to have come over HTTP/2: a server that picks HTTP/1.1
 * fails the run rather than be reported as HTTP/2.
 */
public final class LoadProtocol {

    /** The name of the check, in a failed request's message. */
    public static final String CHECK = "protocol: HTTP/2 asked (--http2)";

    private LoadProtocol() {
    }

    public static HttpProtocolBuilder of(RunSettings run) {
        HttpProtocolBuilder protocol = http.baseUrl(run.url()).disableWarmUp().disableCaching();
        if (!run.http2()) {
            return protocol;
        }
        // Evaluated only for a response that did not come over HTTP/2, where it fails with what it got.
        return protocol.enableHttp2().checkIf((response, session) -> !response.isHttp2())
                .then(status().find().transform(any -> "HTTP/1.1").is("HTTP/2").name(CHECK));
    }
}
