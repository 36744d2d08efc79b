package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import java.net.http.WebSocket;

/**
 * The text frames a WebSocket receives, in order, whole (a frame sent in parts is joined). Public for the
 * front-end tests, which open the market summary's socket through nginx and httpd.
 */
public final class TextFrames implements WebSocket.Listener {

    private final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private final Duration patience;

    public TextFrames(Duration patience) {
        this.patience = patience;
    }

    @Override
    public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            received.add(partial.toString());
            partial.setLength(0);
        }
        socket.request(1);
        return null;
    }

    /** The next frame; fails when none comes within the patience. */
    public String next() throws InterruptedException {
        String message = received.poll(patience.toSeconds(), TimeUnit.SECONDS);
        assertThat(message).as("no WebSocket message within " + patience).isNotNull();
        return message;
    }
}
