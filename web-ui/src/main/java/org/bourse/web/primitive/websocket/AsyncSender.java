package org.bourse.web.primitive.websocket;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.websocket.RemoteEndpoint;
import jakarta.websocket.SendHandler;
import jakarta.websocket.Session;

import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.adapter.NativeWebSocketSession;

/**
 * Sends one connection's answers through the container's asynchronous remote endpoint (what DayTrader's
 * async primitives use): the handler returns at once and the container completes the send. The container
 * refuses a send while the previous one is still completing, which a client may already have read (it
 * then sends its next message at once), so answers go out one at a time, the next from the completion of
 * the one before. A client that lets more than {@value #MAX_PENDING} answers pile up is closed.
 */
final class AsyncSender {

    static final int MAX_PENDING = 64;

    private final WebSocketSession session;
    private final RemoteEndpoint.Async remote;
    private final Queue<Object> pending = new ConcurrentLinkedQueue<>();
    private final AtomicInteger size = new AtomicInteger();
    private final AtomicBoolean sending = new AtomicBoolean();
    private final SendHandler done;

    AsyncSender(WebSocketSession session) {
        this.session = session;
        this.remote = ((NativeWebSocketSession) session).getNativeSession(Session.class).getAsyncRemote();
        this.done = result -> {
            sending.set(false);
            if (result.isOK()) {
                next();
            } else {
                close(CloseStatus.SESSION_NOT_RELIABLE);
            }
        };
    }

    void text(String text) {
        enqueue(text);
    }

    void binary(ByteBuffer data) {
        enqueue(data);
    }

    private void enqueue(Object message) {
        if (size.incrementAndGet() > MAX_PENDING) {
            close(CloseStatus.POLICY_VIOLATION.withReason("answers are not being read"));
            return;
        }
        pending.add(message);
        next();
    }

    private void next() {
        if (!sending.compareAndSet(false, true)) {
            return;
        }
        Object message = pending.poll();
        if (message == null) {
            sending.set(false);
            if (!pending.isEmpty()) {
                next(); // one came in between
            }
            return;
        }
        size.decrementAndGet();
        if (message instanceof String text) {
            remote.sendText(text, done);
        } else {
            remote.sendBinary((ByteBuffer) message, done);
        }
    }

    private void close(CloseStatus status) {
        try {
            session.close(status);
        } catch (IOException e) {
            // already gone
        }
    }
}
