package org.bourse.app.listener;

import java.net.InetAddress;

import org.apache.catalina.connector.Connector;
import org.apache.coyote.AbstractProtocol;
import org.bourse.boot.InvalidSetting;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.Ssl;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;

/**
 * {@code bourse.listener.http-port}: a plain HTTP connector beside the TLS one on {@code server.port}, as
 * Liberty answers on 9080 and 9443. It gets every connector customizer the main port got (Spring Boot's
 * {@code server.tomcat.*}, Bourse's write buffer), so the two ports differ by TLS alone — the comparison a
 * benchmark of TLS makes.
 */
final class PlainHttpPort implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>, Ordered {

    private final int port;
    private final InetAddress address;
    private volatile Connector connector;

    PlainHttpPort(int port, InetAddress address) {
        this.port = port;
        this.address = address;
    }

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        if (port < 0) {
            return;
        }
        if (!Ssl.isEnabled(factory.getSsl())) {
            throw new InvalidSetting("bourse.listener.http-port", Integer.toString(port),
                    "A plain HTTP port beside the TLS one, but server.port does not speak TLS.",
                    "Switch TLS on (the tls profile, bourse.listener.tls.self-signed=true or server.ssl.bundle),"
                    + " or leave bourse.listener.http-port unset");
        }
        Connector plain = new Connector(factory.getProtocol());
        plain.setPort(port);
        if (plain.getProtocolHandler() instanceof AbstractProtocol<?> protocol && address != null) {
            protocol.setAddress(address);
        }
        factory.getConnectorCustomizers().forEach(customizer -> customizer.customize(plain));
        factory.addAdditionalConnectors(plain);
        connector = plain;
    }

    /** After Spring Boot's and Bourse's own customizers, whose connector customizers it copies, and TLS's. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    /** The plain port as bound (the setting may be 0: any free port), or -1 where there is none. */
    int boundPort() {
        Connector plain = connector;
        return plain == null ? -1 : plain.getLocalPort();
    }
}
