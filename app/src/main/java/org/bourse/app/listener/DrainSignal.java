package org.bourse.app.listener;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * Whether the node is draining ({@link ShutdownDrain}). Jetty has no per-connector keep-alive count to lower
 * as Tomcat has: from the drain on, its customizer puts {@code Connection: close} on every answer, which
 * closes the connection after it.
 */
final class DrainSignal {

    private volatile boolean draining;

    void start() {
        draining = true;
    }

    HttpConfiguration.Customizer jettyCustomizer() {
        return (Request request, HttpFields.Mutable responseHeaders) -> {
            if (draining) {
                responseHeaders.put(HttpHeader.CONNECTION, "close");
            }
            return request;
        };
    }
}
