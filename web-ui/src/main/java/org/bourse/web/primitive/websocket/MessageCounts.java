package org.bourse.web.primitive.websocket;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.web.socket.WebSocketSession;

/** How many messages each open connection has sent, from 1; forgotten when it closes. */
final class MessageCounts {

    private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

    int next(WebSocketSession session) {
        return counts.computeIfAbsent(session.getId(), id -> new AtomicInteger()).incrementAndGet();
    }

    void forget(WebSocketSession session) {
        counts.remove(session.getId());
    }
}
