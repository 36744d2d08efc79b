package org.bourse.web.market;

import java.io.IOException;
import java.util.List;
import java.util.Map;
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
import org.springframework.web.socket.SubProtocolCapable;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator;
import org.springframework.web.socket.handler.TextWebSocketHandler;

/**
 * Two protocols on one socket. Bourse's: the summary pushed at once on connect, then every push interval
 * (read again before each push, so a change on {@code /config} applies at the next one), in Bourse's
 * shape ({@link MarketSummaryJson}). DayTrader's: the client asks with {@code {"action":"updateMarketSummary"}}
 * (DayTrader 8) or {@code {"action":"update"}} (DayTrader 7) and gets DayTrader's flat shape
 * ({@link DayTraderSummaryJson}); any other message is ignored, as DayTrader does.
 *
 * <p>A connection asking for the subprotocol {@value #BOURSE_PROTOCOL} (Bourse's page does) gets the pushes;
 * one asking for none gets them too unless {@code pushWithoutProtocol} is off (DayTrader's drop-in mode),
 * because a DayTrader script reads the next frame after its request as the answer. Nothing is computed while
 * nobody listens; the summary itself is the services' cached one.
 */
final class MarketSummaryWebSocket extends TextWebSocketHandler implements SubProtocolCapable, DisposableBean {

    /** The subprotocol Bourse's own script asks for. */
    static final String BOURSE_PROTOCOL = "bourse-market-summary";

    private static final Logger LOG = LoggerFactory.getLogger(MarketSummaryWebSocket.class);
    /** A client that does not read is dropped rather than buffered without bound. */
    private static final int SEND_TIME_LIMIT_MS = 5_000;
    private static final int BUFFER_LIMIT_BYTES = 256 * 1024;

    private final TradeServices trade;
    private final RuntimeSettings settings;
    private final boolean pushWithoutProtocol;
    /** Every open connection by session id, each wrapped so the pusher and its own answers never send at once. */
    private final Map<String, Connection> connections = new ConcurrentHashMap<>();
    private final ScheduledExecutorService pusher = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "market-summary-push");
        t.setDaemon(true);
        return t;
    });

    private record Connection(WebSocketSession session, boolean pushed) {
    }

    MarketSummaryWebSocket(TradeServices trade, RuntimeSettings settings, boolean pushWithoutProtocol) {
        this.trade = trade;
        this.settings = settings;
        this.pushWithoutProtocol = pushWithoutProtocol;
        scheduleNext();
    }

    @Override
    public List<String> getSubProtocols() {
        return List.of(BOURSE_PROTOCOL);
    }

    private void scheduleNext() {
        if (!pusher.isShutdown()) {
            pusher.schedule(this::pushToAll, settings.marketSummaryPushInterval().toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void pushToAll() {
        try {
            if (connections.values().stream().anyMatch(Connection::pushed)) {
                TextMessage message = new TextMessage(MarketSummaryJson.of(trade.marketSummary()));
                for (Connection c : connections.values()) {
                    if (c.pushed()) {
                        send(c.session(), message);
                    }
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
                connections.remove(session.getId());
            }
        } catch (IOException | RuntimeException e) {
            connections.remove(session.getId());
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
        String protocol = session.getAcceptedProtocol();
        boolean pushed = BOURSE_PROTOCOL.equals(protocol)
                || pushWithoutProtocol && (protocol == null || protocol.isEmpty());
        connections.put(session.getId(), new Connection(safe, pushed));
        if (pushed) {
            send(safe, new TextMessage(MarketSummaryJson.of(trade.marketSummary())));
        }
    }

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) {
        if (!DayTraderSummaryJson.asksForSummary(message.getPayload())) {
            return;
        }
        Connection c = connections.get(session.getId());
        if (c == null) {
            return;
        }
        try {
            send(c.session(), new TextMessage(DayTraderSummaryJson.of(trade.marketSummary())));
        } catch (RuntimeException e) {
            // DayTrader answers nothing when the summary fails; the connection stays open.
            LOG.warn("Answering a market summary request failed: {}", e.toString());
        }
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        connections.remove(session.getId());
    }

    int openSessions() {
        return connections.size();
    }

    @Override
    public void destroy() {
        pusher.shutdownNow();
    }
}
