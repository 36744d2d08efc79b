package org.bourse.web.primitive.async;

import java.io.IOException;
import java.util.Arrays;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;

/**
 * Reads a request body without blocking (Servlet 3.1): takes what is ready each time the container says
 * bytes arrived, and hands the whole body on once it has all come. The container calls a request's
 * listener one call at a time, so the fields need no locking.
 */
final class BodyCollector implements ReadListener {

    /** What to do with the complete body. */
    @FunctionalInterface
    interface Then {
        void accept(byte[] bytes, int length) throws IOException;
    }

    private final ServletInputStream in;
    private final AsyncContext async;
    private final Then then;
    private byte[] bytes = new byte[1024];
    private int length;

    BodyCollector(ServletInputStream in, AsyncContext async, Then then) {
        this.in = in;
        this.async = async;
        this.then = then;
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (in.isReady() && !in.isFinished()) {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
            int n = in.read(bytes, length, bytes.length - length);
            if (n < 0) {
                return;
            }
            length += n;
        }
    }

    @Override
    public void onAllDataRead() throws IOException {
        then.accept(bytes, length);
    }

    @Override
    public void onError(Throwable failure) {
        async.complete();
    }
}
