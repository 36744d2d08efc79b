package org.bourse.web.market;

import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.WebSettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;
import org.springframework.web.socket.server.HandshakeHandler;

/**
 * The market summary's WebSocket at {@code /marketsummary}: same origin only; logged-in users only, except
 * in DayTrader's drop-in mode ({@code bourse.web.daytrader-script-compatibility}), where DayTrader's plans
 * connect before they log in and a connection without Bourse's subprotocol gets no pushes (security/).
 */
@Configuration(proxyBeanMethods = false)
@EnableWebSocket
class MarketSummaryWebSocketConfiguration implements WebSocketConfigurer {

    private final MarketSummaryWebSocket handler;
    private final HandshakeHandler handshake;

    MarketSummaryWebSocketConfiguration(TradeServices trade, RuntimeSettings runtime, WebSettings settings,
            HandshakeHandler handshake) {
        this.handler = new MarketSummaryWebSocket(trade, runtime, !settings.daytraderScriptCompatibility());
        this.handshake = handshake;
    }

    @Bean
    MarketSummaryWebSocket marketSummaryWebSocket() {
        return handler;
    }

    @Override
    public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
        registry.addHandler(handler, "/marketsummary").setHandshakeHandler(handshake);
    }
}
