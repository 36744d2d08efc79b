package org.bourse.web.primitive.websocket;

import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;

import tools.jackson.databind.json.JsonMapper;

/** The WebSocket primitives at DayTrader's paths; same-origin or origin-less clients (load tools), no login. */
@Configuration(proxyBeanMethods = false)
@EnableWebSocket
@WhenPrimitivesEnabled
class WebSocketPrimitivesConfiguration implements WebSocketConfigurer {

    private final PingWebSocketJson json;

    WebSocketPrimitivesConfiguration(JsonMapper mapper) {
        this.json = new PingWebSocketJson(mapper);
    }

    @Bean
    PingWebSocketJson pingWebSocketJson() {
        return json;
    }

    @Override
    public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
        registry.addHandler(new PingTextSync(), "/pingTextSync");
        registry.addHandler(new PingTextAsync(), "/pingTextAsync");
        registry.addHandler(new PingBinary(), "/pingBinary");
        registry.addHandler(json, "/pingWebSocketJson");
    }
}
