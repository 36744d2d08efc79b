package org.bourse.web.primitive.websocket;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.web.socket.WebSocketSession;

/** The {@link AsyncSender} of each open connection of one endpoint; a message for a closed one is dropped. */
final class AsyncSenders {

    private final Map<String, AsyncSender> senders = new ConcurrentHashMap<>();

    void open(WebSocketSession session) {
        senders.put(session.getId(), new AsyncSender(session));
    }

    void text(WebSocketSession session, String text) {
        AsyncSender sender = senders.get(session.getId());
        if (sender != null) {
            sender.text(text);
        }
    }

    void binary(WebSocketSession session, ByteBuffer data) {
        AsyncSender sender = senders.get(session.getId());
        if (sender != null) {
            sender.binary(data);
        }
    }

    void close(WebSocketSession session) {
        senders.remove(session.getId());
    }
}
