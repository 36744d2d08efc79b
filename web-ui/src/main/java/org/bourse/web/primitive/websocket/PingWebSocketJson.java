package org.bourse.web.primitive.websocket;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator;
import org.springframework.web.socket.handler.TextWebSocketHandler;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code /pingWebSocketJson}: JSON messages {@code {"key":…,"value":…}} both ways. Each message received is
 * answered with {@code {"key":"receivedHitCount","value":"N"}}; from {@value #FIRST_PUSH_MS} ms after the
 * connection opens, {@code {"key":"sentHitCount","value":"N"}} is pushed every {@value #PUSH_EVERY_MS} ms
 * until it closes. DayTrader starts a thread per connection for the pushes; here one scheduler thread
 * serves every connection. Anything that is not such an object closes the connection (1007).
 */
final class PingWebSocketJson extends TextWebSocketHandler implements DisposableBean {

    static final long FIRST_PUSH_MS = 500;
    static final long PUSH_EVERY_MS = 100;
    /** A client that does not read is dropped rather than buffered without bound. */
    private static final int SEND_TIME_LIMIT_MS = 5_000;
    private static final int BUFFER_LIMIT_BYTES = 64 * 1024;

    private final JsonMapper json;
    private final Map<String, Connection> connections = new ConcurrentHashMap<>();
    private final ScheduledExecutorService pusher = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "ping-websocket-json-push");
        t.setDaemon(true);
        return t;
    });

    PingWebSocketJson(JsonMapper json) {
        this.json = json;
    }

    /** One open connection: its sends serialised, its two counters, its push schedule. */
    private final class Connection {
        final WebSocketSession session;
        final AtomicInteger received = new AtomicInteger();
        final AtomicInteger sent = new AtomicInteger();
        volatile ScheduledFuture<?> pushes;

        Connection(WebSocketSession session) {
            this.session = new ConcurrentWebSocketSessionDecorator(session, SEND_TIME_LIMIT_MS, BUFFER_LIMIT_BYTES);
        }

        void push() {
            send("sentHitCount", sent.incrementAndGet());
        }

        void send(String key, int count) {
            try {
                if (session.isOpen()) {
                    session.sendMessage(new TextMessage(message(key, Integer.toString(count))));
                }
            } catch (IOException | RuntimeException e) {
                stop(session.getId());
                try {
                    session.close(CloseStatus.SESSION_NOT_RELIABLE);
                } catch (IOException ignored) {
                    // already gone
                }
            }
        }
    }

    @Override
    public void afterConnectionEstablished(WebSocketSession session) {
        Connection c = new Connection(session);
        connections.put(session.getId(), c);
        c.pushes = pusher.scheduleAtFixedRate(c::push, FIRST_PUSH_MS, PUSH_EVERY_MS, TimeUnit.MILLISECONDS);
        if (!connections.containsKey(session.getId())) {
            // closed while the pushes were being scheduled: stop() found none to cancel
            c.pushes.cancel(false);
        }
    }

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) throws IOException {
        Connection c = connections.get(session.getId());
        if (c == null) {
            return;
        }
        if (!isKeyValue(message.getPayload())) {
            stop(session.getId());
            session.close(CloseStatus.BAD_DATA.withReason("expected {\"key\":\"…\",\"value\":\"…\"}"));
            return;
        }
        c.send("receivedHitCount", c.received.incrementAndGet());
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        stop(session.getId());
    }

    @Override
    public void destroy() {
        pusher.shutdownNow();
    }

    private void stop(String id) {
        Connection c = connections.remove(id);
        if (c != null && c.pushes != null) {
            c.pushes.cancel(false);
        }
    }

    private boolean isKeyValue(String payload) {
        try {
            JsonNode node = json.readTree(payload);
            return node.isObject() && node.path("key").isString() && node.path("value").isString();
        } catch (JacksonException e) {
            return false;
        }
    }

    private String message(String key, String value) {
        return json.createObjectNode().put("key", key).put("value", value).toString();
    }
}
