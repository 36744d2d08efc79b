package org.bourse.web.market;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator;
import org.springframework.web.socket.handler.TextWebSocketHandler;

/**
 * Pushes the market summary to every open WebSocket at once on connect, then every push interval
 * (read again before each push, so a change on {@code /config} applies at the next one). Nothing is
 * computed while nobody listens; the summary itself is the services' cached one. Incoming messages are
 * ignored.
 */
final class MarketSummaryWebSocket extends TextWebSocketHandler implements DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(MarketSummaryWebSocket.class);
    /** A client that does not read is dropped rather than buffered without bound. */
    private static final int SEND_TIME_LIMIT_MS = 5_000;
    private static final int BUFFER_LIMIT_BYTES = 256 * 1024;

    private final TradeServices trade;
    private final RuntimeSettings settings;
    private final Set<WebSocketSession> sessions = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService pusher = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "market-summary-push");
        t.setDaemon(true);
        return t;
    });

    MarketSummaryWebSocket(TradeServices trade, RuntimeSettings settings) {
        this.trade = trade;
        this.settings = settings;
        scheduleNext();
    }

    private void scheduleNext() {
        if (!pusher.isShutdown()) {
            pusher.schedule(this::pushToAll, settings.marketSummaryPushInterval().toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void pushToAll() {
        try {
            if (!sessions.isEmpty()) {
                TextMessage message = new TextMessage(MarketSummaryJson.of(trade.marketSummary()));
                for (WebSocketSession s : sessions) {
                    send(s, message);
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("Pushing the market summary failed; trying again at the next interval: {}", e.toString());
        } finally {
            scheduleNext();
        }
    }

    private void send(WebSocketSession session, TextMessage message) {
        try {
            if (session.isOpen()) {
                session.sendMessage(message);
            } else {
                sessions.remove(session);
            }
        } catch (IOException | RuntimeException e) {
            sessions.remove(session);
            try {
                session.close(CloseStatus.SESSION_NOT_RELIABLE);
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    @Override
    public void afterConnectionEstablished(WebSocketSession session) {
        WebSocketSession safe = new ConcurrentWebSocketSessionDecorator(session, SEND_TIME_LIMIT_MS, BUFFER_LIMIT_BYTES);
        sessions.add(safe);
        send(safe, new TextMessage(MarketSummaryJson.of(trade.marketSummary())));
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        sessions.removeIf(s -> s.getId().equals(session.getId()));
    }

    int openSessions() {
        return sessions.size();
    }

    @Override
    public void destroy() {
        pusher.shutdownNow();
    }
}
