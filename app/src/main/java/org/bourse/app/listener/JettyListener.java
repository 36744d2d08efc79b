package org.bourse.app.listener;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.session.DefaultSessionIdManager;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;

/**
 * The listener settings on Jetty, as {@link ListenerConfiguration} applies them to Tomcat: the write buffer,
 * the node route, forwarded headers believed from the trusted proxies only, and the drain's
 * {@code Connection: close}. Runs after Spring Boot's own customizer, whose forwarded-header switch it takes
 * over, and before the plain HTTP port, which copies the main port's configuration.
 */
final class JettyListener implements WebServerFactoryCustomizer<JettyServletWebServerFactory>, Ordered {

    private final ListenerSettings settings;
    private final String trustedProxies;
    private final DrainSignal drain;

    JettyListener(ListenerSettings settings, String trustedProxies, DrainSignal drain) {
        this.settings = settings;
        this.trustedProxies = trustedProxies;
        this.drain = drain;
    }

    @Override
    public void customize(JettyServletWebServerFactory factory) {
        // Spring Boot's would believe the headers from any client: Tomcat believes them from the trusted proxies.
        boolean forwarded = factory.isUseForwardHeaders();
        factory.setUseForwardHeaders(false);
        factory.addServerCustomizers(server -> {
            for (HttpConfiguration http : httpConfigurations(server)) {
                http.setOutputBufferSize((int) settings.socketWriteBuffer().toBytes());
                http.addCustomizer(drain.jettyCustomizer());
                if (forwarded) {
                    http.addCustomizer(new TrustedForwardedHeaders(trustedProxies));
                }
            }
            if (!settings.nodeRoute().isEmpty()) {
                // Jetty appends the worker name to a session's id (JSESSIONID=….node1), as Tomcat its jvmRoute.
                DefaultSessionIdManager ids = new DefaultSessionIdManager(server);
                ids.setWorkerName(settings.nodeRoute());
                server.addBean(ids, true);
            }
        });
    }

    static Iterable<HttpConfiguration> httpConfigurations(Server server) {
        List<HttpConfiguration> configurations = new ArrayList<>();
        for (Connector connector : server.getConnectors()) {
            for (ConnectionFactory connectionFactory : connector.getConnectionFactories()) {
                if (connectionFactory instanceof HttpConfiguration.ConnectionFactory http
                        && !configurations.contains(http.getHttpConfiguration())) {
                    configurations.add(http.getHttpConfiguration());
                }
            }
        }
        return configurations;
    }

    /** After Spring Boot's Jetty customizer (it sets the forwarded-header switch), before the plain port. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE - 2;
    }
}
