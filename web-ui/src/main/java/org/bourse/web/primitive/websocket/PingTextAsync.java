package org.bourse.web.primitive.websocket;

import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.TextWebSocketHandler;

/** {@code /pingTextAsync}: every text message is answered, with an asynchronous send, by the connection's message count. */
final class PingTextAsync extends TextWebSocketHandler {

    private final MessageCounts counts = new MessageCounts();
    private final AsyncSenders senders = new AsyncSenders();

    @Override
    public void afterConnectionEstablished(WebSocketSession session) {
        senders.open(session);
    }

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) {
        senders.text(session, Integer.toString(counts.next(session)));
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        counts.forget(session);
        senders.close(session);
    }
}
