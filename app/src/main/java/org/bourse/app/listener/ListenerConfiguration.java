package org.bourse.app.listener;

import java.net.InetAddress;

import org.apache.catalina.Container;
import org.apache.catalina.Engine;
import org.apache.catalina.Lifecycle;
import org.bourse.boot.InvalidSetting;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.tomcat.autoconfigure.TomcatServerProperties;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServer;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.autoconfigure.ServerProperties;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Checks that the listener settings agree with the mode before the port opens, sets the node route and
 * the connector's write buffer (on Tomcat here, on Jetty by {@link JettyListener}), and says at start-up on
 * which container Bourse listens, where, and whom it trusts.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ListenerSettings.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ListenerConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(ListenerConfiguration.class);

    private final DrainSignal drainSignal = new DrainSignal();

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> listenerModeCustomizer(ListenerSettings settings,
            ServerProperties server) {
        check(settings, server);
        return factory -> {
            factory.addConnectorCustomizers(connector -> {
                // Tomcat writes a response in pieces of at most this buffer's size: one system call per piece.
                if (!connector.setProperty("socket.appWriteBufSize", Long.toString(settings.socketWriteBuffer().toBytes()))) {
                    throw new IllegalStateException("Tomcat's connector refused socket.appWriteBufSize");
                }
            });
            if (!settings.nodeRoute().isEmpty()) {
                // The session manager reads the engine's route when it starts, which is after this event.
                factory.addContextCustomizers(context -> context.addLifecycleListener(event -> {
                    if (Lifecycle.BEFORE_START_EVENT.equals(event.getType())) {
                        engineOf(context).setJvmRoute(settings.nodeRoute());
                    }
                }));
            }
        };
    }

    /**
     * The plain HTTP port beside the TLS one: added last, so that it gets every connector setting the main
     * port got from Spring Boot and from Bourse (threads, keep-alive, write buffer), but not its TLS.
     */
    @Bean
    PlainHttpPort plainHttpPort(ListenerSettings settings, ServerProperties server) {
        return new PlainHttpPort(settings.httpPort(), server.getAddress());
    }

    @Bean
    JettyListener jettyListener(ListenerSettings settings, TomcatServerProperties tomcat) {
        return new JettyListener(settings, tomcat.getRemoteip().getInternalProxies(), drainSignal);
    }

    @Bean
    ShutdownDrain shutdownDrain(WebServerApplicationContext context, ListenerSettings settings) {
        return new ShutdownDrain(context.getWebServer(), settings.drainPeriod(), drainSignal);
    }

    @Bean
    ApplicationListener<ApplicationReadyEvent> listenerModeReport(ListenerSettings settings, ServerProperties server,
            TomcatServerProperties tomcat, PlainHttpPort plainHttpPort) {
        return event -> {
            WebServer webServer = event.getApplicationContext() instanceof WebServerApplicationContext web
                    ? web.getWebServer() : null;
            int port = webServer == null ? -1 : webServer.getPort();
            String address = server.getAddress() == null ? "all addresses" : server.getAddress().getHostAddress();
            String container = settings.container().nameAndVersion();
            if (settings.mode() == ListenerMode.FRONT_ENDED) {
                LOG.info("Front-ended on {}: listening on {} port {} (loopback only); forwarded headers trusted from {}",
                        container, address, port, tomcat.getRemoteip().getInternalProxies());
            } else {
                if (server.getForwardHeadersStrategy() == ServerProperties.ForwardHeadersStrategy.NATIVE) {
                    // a node on a container network behind the front end (deploy/compose/cluster.yaml)
                    LOG.info("Self-hosted on {}: listening on {} port {}; forwarded headers trusted from {}", container,
                            address, port, tomcat.getRemoteip().getInternalProxies());
                } else {
                    LOG.info("Self-hosted on {}: listening on {} port {}; forwarded headers ignored", container,
                            address, port);
                }
            }
            LOG.info("{}", readyLine(server, port, mainScheme(webServer), plainHttpPort.boundPort()));
        };
    }

    /**
     * The line a person waits for: where to go now ({@code scheme} of {@code port}; {@code plainPort} -1 when
     * there is no second, plain port).
     */
    static String readyLine(ServerProperties server, int port, String scheme, int plainPort) {
        String host = server.getAddress() == null || server.getAddress().isAnyLocalAddress() ? "localhost"
                : server.getAddress().getHostAddress();
        String contextPath = server.getServlet().getContextPath() == null ? "" : server.getServlet().getContextPath();
        String base = scheme + "://" + host + ":" + port + contextPath;
        String line = "Bourse is ready: " + base + "/app (Trade pages; uid:0 / xxx), " + base + "/config (admin)";
        return plainPort < 0 ? line : line + "; plain HTTP on port " + plainPort;
    }

    /** {@code https} where the main port speaks TLS (Spring Boot sets it up with its TLS). */
    private static String mainScheme(WebServer webServer) {
        if (webServer instanceof TomcatWebServer tomcat) {
            return tomcat.getTomcat().getConnector().getSecure() ? "https" : "http";
        }
        if (webServer instanceof JettyWebServer jetty && jetty.getServer().getConnectors().length > 0) {
            // the main port is the first; the plain one is added after it
            return jetty.getServer().getConnectors()[0].getConnectionFactory(SslConnectionFactory.class) != null
                    ? "https" : "http";
        }
        return "http";
    }

    /** Refuses a front-ended start that would listen beyond loopback or ignore the front end's headers. */
    static void check(ListenerSettings settings, ServerProperties server) {
        if (settings.mode() != ListenerMode.FRONT_ENDED) {
            return;
        }
        InetAddress address = server.getAddress();
        if (address == null || !address.isLoopbackAddress()) {
            throw new InvalidSetting("server.address", address == null ? "all addresses" : address.getHostAddress(),
                    "bourse.listener.mode=front-ended needs server.address on loopback (127.0.0.1) so that only the"
                    + " front end can reach Bourse.",
                    "Start with the front-ended profile (--spring.profiles.active=front-ended)");
        }
        if (server.getForwardHeadersStrategy() != ServerProperties.ForwardHeadersStrategy.NATIVE) {
            throw new InvalidSetting("server.forward-headers-strategy", String.valueOf(server.getForwardHeadersStrategy()),
                    "bourse.listener.mode=front-ended needs server.forward-headers-strategy=native.",
                    "Start with the front-ended profile (--spring.profiles.active=front-ended)");
        }
    }

    private static Engine engineOf(Container container) {
        Container c = container;
        while (c != null && !(c instanceof Engine)) {
            c = c.getParent();
        }
        if (c == null) {
            throw new IllegalStateException("no Tomcat engine above " + container);
        }
        return (Engine) c;
    }
}
