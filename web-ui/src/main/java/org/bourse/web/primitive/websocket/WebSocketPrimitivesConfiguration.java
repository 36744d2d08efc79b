package org.bourse.web.primitive.websocket;

import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;
import org.springframework.web.socket.server.HandshakeHandler;

import tools.jackson.databind.json.JsonMapper;

/** The WebSocket primitives at DayTrader's paths; same-origin or origin-less clients (load tools), no login. */
@Configuration(proxyBeanMethods = false)
@EnableWebSocket
@WhenPrimitivesEnabled
class WebSocketPrimitivesConfiguration implements WebSocketConfigurer {

    private final PingWebSocketJson json;
    private final HandshakeHandler handshake;

    WebSocketPrimitivesConfiguration(JsonMapper mapper, HandshakeHandler handshake) {
        this.json = new PingWebSocketJson(mapper);
        this.handshake = handshake;
    }

    @Bean
    PingWebSocketJson pingWebSocketJson() {
        return json;
    }

    @Override
    public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
        registry.addHandler(new PingTextSync(), "/pingTextSync").setHandshakeHandler(handshake);
        registry.addHandler(new PingTextAsync(), "/pingTextAsync").setHandshakeHandler(handshake);
        registry.addHandler(new PingBinary(), "/pingBinary").setHandshakeHandler(handshake);
        registry.addHandler(json, "/pingWebSocketJson").setHandshakeHandler(handshake);
    }
}
