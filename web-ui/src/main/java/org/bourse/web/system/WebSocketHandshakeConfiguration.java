package org.bourse.web.system;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.server.HandshakeHandler;
import org.springframework.web.socket.server.standard.StandardWebSocketUpgradeStrategy;
import org.springframework.web.socket.server.support.DefaultHandshakeHandler;

/**
 * The WebSocket handshake every endpoint uses: the Jakarta WebSocket upgrade of Servlet 6.1, which Tomcat 11 and
 * Jetty 12 both implement. Left to itself, Spring picks a container's own upgrade by what is on the class path;
 * the server holds both containers' WebSocket libraries (bourse.listener.container), and it picked Jetty's on
 * Tomcat, where every handshake failed with a 500.
 */
@Configuration(proxyBeanMethods = false)
class WebSocketHandshakeConfiguration {

    @Bean
    HandshakeHandler webSocketHandshake() {
        return new DefaultHandshakeHandler(new StandardWebSocketUpgradeStrategy());
    }
}
