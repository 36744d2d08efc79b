package org.bourse.web.primitive.websocket;

import java.io.IOException;

import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.TextWebSocketHandler;

/** {@code /pingTextSync}: every text message is answered, with a blocking send, by the connection's message count. */
final class PingTextSync extends TextWebSocketHandler {

    private final MessageCounts counts = new MessageCounts();

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) throws IOException {
        session.sendMessage(new TextMessage(Integer.toString(counts.next(session))));
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        counts.forget(session);
    }
}
