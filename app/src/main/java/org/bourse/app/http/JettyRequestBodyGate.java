package org.bourse.app.http;

import java.nio.ByteBuffer;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * {@link RequestBodyGate} on Jetty: every request passes here before the servlet context. A declared body
 * over the cap is refused unread; a request without a body goes straight on; any other body is received
 * with Jetty's own asynchronous reads ({@link JettyBodyReception}) and the request goes on once it is
 * complete, so no request thread ever waits for a client to send its body.
 * <p>
 * Unlike Tomcat's valve, this copies even a body that came with its headers before the servlet runs: the
 * servlet layer would otherwise read it from the connection, where a body that is not all there blocks.
 */
final class JettyRequestBodyGate extends Handler.Wrapper {

    private final long maxBody;
    private final long timeoutNanos;
    private final PendingBodies pending;
    private final BodyRefusals refusals;

    JettyRequestBodyGate(Handler context, HttpLimits limits, PendingBodies pending, BodyRefusals refusals) {
        super(context);
        this.maxBody = limits.maxRequestBody().toBytes();
        this.timeoutNanos = limits.bodyTimeout().toNanos();
        this.pending = pending;
        this.refusals = refusals;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        if (next == null) {
            return false;
        }
        long declared = request.getLength();
        if (declared > maxBody) {
            refuse(refusals, request, response, callback, BodyRefusals.Reason.TOO_LARGE);
            return true;
        }
        if (!hasBody(request, declared)) {
            return next.handle(request, response, callback);
        }
        new JettyBodyReception(next, request, response, callback, declared > 0 ? declared : maxBody, timeoutNanos,
                pending, refusals).receive();
        return true;
    }

    /**
     * A request with a length has a body if it is not 0. Without one, an HTTP/1 body is chunked; HTTP/2 (the
     * TLS port) frames a body without saying so, and a request without one then just ends at once.
     */
    private static boolean hasBody(Request request, long declared) {
        if (declared >= 0) {
            return declared > 0;
        }
        return request.getConnectionMetaData().getHttpVersion().getVersion() >= HttpVersion.HTTP_2.getVersion()
                || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    /**
     * Writes the refusal's answer Jetty's way. {@code Connection: close} also has Jetty close the connection
     * after it rather than read the rest of the body.
     */
    static void refuse(BodyRefusals refusals, Request request, Response response, Callback callback,
            BodyRefusals.Reason reason) {
        BodyRefusals.Answer answer = refusals.refuse(reason, request.getMethod(), request.getHttpURI().getPath(),
                Request.getRemoteAddr(request), request.getHeaders().get(HttpHeader.CONTENT_TYPE));
        response.setStatus(answer.status());
        HttpFields.Mutable headers = response.getHeaders();
        headers.put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE);
        headers.put(HttpHeader.CONTENT_TYPE, answer.contentType());
        headers.put(HttpHeader.CONTENT_LENGTH, answer.body().length);
        response.write(true, ByteBuffer.wrap(answer.body()), callback);
    }
}
