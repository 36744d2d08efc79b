package org.bourse.web.primitive.websocket;

import java.nio.ByteBuffer;

import org.springframework.web.socket.BinaryMessage;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.BinaryWebSocketHandler;

/** {@code /pingBinary}: every binary message is echoed with an asynchronous send. */
final class PingBinary extends BinaryWebSocketHandler {

    private final AsyncSenders senders = new AsyncSenders();

    @Override
    public void afterConnectionEstablished(WebSocketSession session) {
        senders.open(session);
    }

    @Override
    protected void handleBinaryMessage(WebSocketSession session, BinaryMessage message) {
        // A copy: the container may reuse the received buffer for the next message while this send is pending.
        ByteBuffer payload = message.getPayload();
        senders.binary(session, ByteBuffer.allocate(payload.remaining()).put(payload).flip());
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        senders.close(session);
    }
}
