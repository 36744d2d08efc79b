package org.bourse.app.http;

import java.nio.ByteBuffer;

import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.content.ByteBufferContentSource;
import org.eclipse.jetty.server.Request;

/**
 * The request as the servlet context sees it once {@link JettyBodyReception} has its whole body: reading it
 * returns the received bytes as one last chunk, from memory, so the servlet layer's blocking reads never wait.
 * All else (headers, attributes, the connection) is the request's own.
 */
final class JettyReceivedBodyRequest extends Request.Wrapper {

    private final Content.Source body;
    private final int length;

    JettyReceivedBodyRequest(Request request, byte[] bytes, int length) {
        super(request);
        this.body = new ByteBufferContentSource(ByteBuffer.wrap(bytes, 0, length));
        this.length = length;
    }

    /** Known now, also for a body that came chunked. */
    @Override
    public long getLength() {
        return length;
    }

    @Override
    public Content.Chunk read() {
        return body.read();
    }

    @Override
    public void demand(Runnable demandCallback) {
        body.demand(demandCallback);
    }

    @Override
    public void fail(Throwable failure) {
        body.fail(failure);
    }

    /** The connection's part of the body was all read to receive it. */
    @Override
    public boolean consumeAvailable() {
        return true;
    }
}
