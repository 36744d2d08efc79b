package org.bourse.app.listener;

import java.net.InetAddress;
import java.util.function.IntSupplier;

import org.apache.catalina.connector.Connector;
import org.apache.coyote.AbstractProtocol;
import org.bourse.boot.InvalidSetting;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.Ssl;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.AbstractConfigurableWebServerFactory;
import org.springframework.core.Ordered;

/**
 * {@code bourse.listener.http-port}: a plain HTTP connector beside the TLS one on {@code server.port}, as
 * Liberty answers on 9080 and 9443. It gets every connector setting the main port got (Spring Boot's
 * {@code server.tomcat.*} or {@code server.jetty.*}, Bourse's write buffer), so the two ports differ by TLS
 * alone — the comparison a benchmark of TLS makes.
 */
final class PlainHttpPort implements WebServerFactoryCustomizer<AbstractConfigurableWebServerFactory>, Ordered {

    private final int port;
    private final InetAddress address;
    private volatile IntSupplier boundPort = () -> -1;

    PlainHttpPort(int port, InetAddress address) {
        this.port = port;
        this.address = address;
    }

    @Override
    public void customize(AbstractConfigurableWebServerFactory factory) {
        if (port < 0) {
            return;
        }
        if (!Ssl.isEnabled(factory.getSsl())) {
            throw new InvalidSetting("bourse.listener.http-port", Integer.toString(port),
                    "A plain HTTP port beside the TLS one, but server.port does not speak TLS.",
                    "Switch TLS on (the tls profile, bourse.listener.tls.self-signed=true or server.ssl.bundle),"
                    + " or leave bourse.listener.http-port unset");
        }
        if (factory instanceof TomcatServletWebServerFactory tomcat) {
            addTo(tomcat);
        } else if (factory instanceof JettyServletWebServerFactory jetty) {
            jetty.addServerCustomizers(this::addTo);
        }
    }

    private void addTo(TomcatServletWebServerFactory factory) {
        Connector plain = new Connector(factory.getProtocol());
        plain.setPort(port);
        if (plain.getProtocolHandler() instanceof AbstractProtocol<?> protocol && address != null) {
            protocol.setAddress(address);
        }
        factory.getConnectorCustomizers().forEach(customizer -> customizer.customize(plain));
        factory.addAdditionalConnectors(plain);
        boundPort = plain::getLocalPort;
    }

    /** The main connector's HTTP configuration without its TLS customizer; the same selectors and pool. */
    private void addTo(Server server) {
        HttpConfiguration main = null;
        for (HttpConfiguration http : JettyListener.httpConfigurations(server)) {
            main = http;
        }
        HttpConfiguration http = main == null ? new HttpConfiguration() : new HttpConfiguration(main);
        http.setCustomizers(http.getCustomizers().stream()
                .filter(customizer -> !(customizer instanceof SecureRequestCustomizer)).toList());
        ServerConnector plain = new ServerConnector(server, new HttpConnectionFactory(http));
        plain.setPort(port);
        if (address != null) {
            plain.setHost(address.getHostAddress());
        }
        server.addConnector(plain);
        boundPort = plain::getLocalPort;
    }

    /** After Spring Boot's and Bourse's own customizers, whose connector settings it copies, and TLS's. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    /** The plain port as bound (the setting may be 0: any free port), or -1 where there is none. */
    int boundPort() {
        return boundPort.getAsInt();
    }
}
