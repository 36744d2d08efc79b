package org.bourse.app.listener;

import java.time.Duration;

import org.apache.catalina.connector.Connector;
import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.eclipse.jetty.server.NetworkConnector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.context.WebServerGracefulShutdownLifecycle;
import org.springframework.context.SmartLifecycle;

/**
 * The first thing a stopping node does (SIGTERM, a container's stop): for {@code bourse.listener.drain-period}
 * it refuses new connections but keeps serving the open ones, answering every request with
 * {@code Connection: close}, before Spring Boot's graceful shutdown pauses the connector. Behind a front end that pools connections to the nodes (nginx's upstream
 * keep-alive), pausing at once closed pooled connections under requests the front end had just sent on
 * them or under connections it had just opened, and a POST (a SOAP call, a buy) cannot be sent again: a
 * 502. A refused connect a front end retries on another node; after the drain no connection is left.
 * Also the time a platform needs to stop routing to a node once its readiness says so.
 */
final class ShutdownDrain implements SmartLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(ShutdownDrain.class);

    private final WebServer server;
    private final Duration period;
    private final DrainSignal signal;
    private volatile boolean running;

    ShutdownDrain(WebServer server, Duration period, DrainSignal signal) {
        this.server = server;
        this.period = period;
        this.signal = signal;
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        if (period.isZero()) {
            return;
        }
        if (server instanceof TomcatWebServer tomcat) {
            for (Connector connector : tomcat.getTomcat().getService().findConnectors()) {
                if (connector.getProtocolHandler() instanceof AbstractHttp11Protocol<?> http) {
                    // read again for every request on a connection: from now on each answer closes its connection
                    http.setMaxKeepAliveRequests(1);
                }
                // No new connection: a front end's connect is refused, and it tries another node (even for a POST,
                // which it never sent). What the open connections carry is still served.
                connector.getProtocolHandler().closeServerSocketGraceful();
            }
        } else if (server instanceof JettyWebServer jetty) {
            signal.start();
            for (org.eclipse.jetty.server.Connector connector : jetty.getServer().getConnectors()) {
                if (connector instanceof NetworkConnector network) {
                    // Closes the listening socket only: the open connections go on (Jetty's graceful shutdown
                    // starts the same way).
                    network.close();
                }
            }
        } else {
            return;
        }
        LOG.info("Stopping: no new connections; draining for {} ms (every answer closes its connection),"
                + " then the graceful shutdown", period.toMillis());
        try {
            Thread.sleep(period.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Stops before the graceful shutdown (a higher phase stops first). */
    @Override
    public int getPhase() {
        return WebServerGracefulShutdownLifecycle.SMART_LIFECYCLE_PHASE + 1;
    }
}
