package org.bourse.bench.floor;

import jakarta.servlet.Servlet;

import org.eclipse.jetty.ee11.servlet.ServletContextHandler;
import org.eclipse.jetty.ee11.servlet.ServletHolder;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/** Embedded Jetty 12 (the servlet environment Spring Boot 4 uses, EE 11) with one servlet at {@code /*}. */
final class JettyFloor implements RunningFloor {

    private final Server server;
    private final ServerConnector connector;

    private JettyFloor(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    static RunningFloor start(FloorSettings settings, Servlet servlet) throws Exception {
        Server server = new Server(new QueuedThreadPool(settings.threads(), settings.threads()));
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setOutputBufferSize(settings.writeBuffer());
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
        connector.setHost(settings.host());
        connector.setPort(settings.port());
        connector.setIdleTimeout(FloorSettings.IDLE_TIMEOUT.toMillis());
        connector.setAcceptQueueSize(FloorSettings.ACCEPT_COUNT);
        server.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler("/");
        context.addServlet(new ServletHolder("answers", servlet), "/*");
        server.setHandler(context);
        server.start();
        return new JettyFloor(server, connector);
    }

    @Override
    public int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}
