package org.bourse.app.tls;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.DetectorConnectionFactory;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.Callback;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;

/**
 * Jetty's TLS port answering as Tomcat's does: a client naming a host the certificate does not (SNI) gets the
 * certificate there is, not Jetty's 400 "Invalid SNI"; a client speaking plain HTTP to it gets a 400 that says
 * so, not a TLS alert it cannot read. Before the listener's plain port, which copies the main port's settings.
 */
final class JettyTls implements WebServerFactoryCustomizer<JettyServletWebServerFactory>, Ordered {

    private static final byte[] PLAIN_HTTP_ANSWER = answer();

    @Override
    public void customize(JettyServletWebServerFactory factory) {
        factory.addServerCustomizers(JettyTls::customize);
    }

    private static void customize(Server server) {
        for (Connector connector : server.getConnectors()) {
            SslConnectionFactory tls = connector.getConnectionFactory(SslConnectionFactory.class);
            if (tls == null || !(connector instanceof ServerConnector serverConnector)) {
                continue;
            }
            for (ConnectionFactory factory : connector.getConnectionFactories()) {
                if (factory instanceof HttpConfiguration.ConnectionFactory http) {
                    SecureRequestCustomizer secure = http.getHttpConfiguration().getCustomizer(SecureRequestCustomizer.class);
                    if (secure != null) {
                        secure.setSniHostCheck(false);
                    }
                }
            }
            serverConnector.addFirstConnectionFactory(new PlainHttpRefusal(tls));
        }
    }

    /** Lets a TLS handshake through to TLS; anything else gets the 400 and a closed connection. */
    private static final class PlainHttpRefusal extends DetectorConnectionFactory {

        PlainHttpRefusal(SslConnectionFactory tls) {
            super(tls);
        }

        @Override
        protected void nextProtocol(Connector connector, EndPoint endPoint, ByteBuffer buffer) {
            endPoint.write(Callback.from(endPoint::close), ByteBuffer.wrap(PLAIN_HTTP_ANSWER));
        }
    }

    private static byte[] answer() {
        byte[] body = "Bad Request\nThis port speaks HTTPS (TLS): plain HTTP is not answered here.\n"
                .getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: "
                + body.length + "\r\nConnection: close\r\n\r\n";
        byte[] answer = new byte[head.length() + body.length];
        System.arraycopy(head.getBytes(StandardCharsets.US_ASCII), 0, answer, 0, head.length());
        System.arraycopy(body, 0, answer, head.length(), body.length);
        return answer;
    }

    /** Before the listener's plain HTTP port, which is added last. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE - 1;
    }
}
