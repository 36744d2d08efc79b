package org.bourse.app.http;

import java.io.IOException;
import java.util.Arrays;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ReadListener;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletInputStream;

import org.apache.catalina.connector.ClientAbortException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.coyote.BadRequestException;
import org.apache.coyote.ContinueResponseTiming;

/**
 * Receives one request body without a thread waiting for it: the request goes asynchronous, Tomcat
 * calls {@link #onDataAvailable()} as bytes arrive, and once the body is complete the request is
 * dispatched again with it ({@link ReceivedBodyFilter}), as if it had come in whole. The body grows in
 * memory up to the cap, and counts against the memory of all bodies being received
 * ({@link PendingBodies}); one still incomplete at the deadline is refused.
 * <p>
 * Tomcat calls a request's listeners one at a time, so the fields need no locking.
 */
final class BodyReception implements ReadListener, AsyncListener {

    private static final int FIRST_CAPACITY = 1024;

    private final Request request;
    private final Response response;
    private final AsyncContext async;
    private final ServletInputStream in;
    /** How far the array may grow: the declared length, or one byte over the cap for a chunked body. */
    private final int limit;
    private final PendingBodies pending;
    private final BodyRefusals refusals;
    private byte[] bytes = new byte[0];
    private int length;
    private boolean ended;

    private BodyReception(Request request, Response response, AsyncContext async, int limit,
            PendingBodies pending, BodyRefusals refusals) throws IOException {
        this.request = request;
        this.response = response;
        this.async = async;
        this.in = request.getInputStream();
        this.limit = limit;
        this.pending = pending;
        this.refusals = refusals;
    }

    static void start(Request request, Response response, long maxBody, long timeoutMillis,
            PendingBodies pending, BodyRefusals refusals) throws IOException {
        // What StandardContextValve would have done for "Expect: 100-continue" (per Tomcat's
        // continueResponseTiming): the client sends its body only after this.
        response.sendAcknowledgement(ContinueResponseTiming.IMMEDIATELY);
        AsyncContext async = request.startAsync(request.getRequest(), response.getResponse());
        async.setTimeout(timeoutMillis);
        long declared = request.getContentLengthLong();
        BodyReception reception = new BodyReception(request, response, async,
                (int) (declared > 0 ? declared : maxBody + 1), pending, refusals);
        async.addListener(reception);
        pending.started();
        reception.in.setReadListener(reception);
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (!ended && in.isReady()) {
            if (length == bytes.length && !grow()) {
                return;
            }
            int n;
            try {
                n = in.read(bytes, length, bytes.length - length);
            } catch (ClientAbortException e) {
                // The client went away (Tomcat's subclass of the next): onError ends the reception.
                throw e;
            } catch (BadRequestException e) {
                // Broken chunked encoding. Tomcat has already set a bare 400 and kept the exception, which
                // would reach the error page as a 500: take both back and refuse it like the other bodies.
                request.getCoyoteRequest().setErrorException(null);
                request.removeAttribute(RequestDispatcher.ERROR_EXCEPTION);
                response.resetError();
                response.setSuspended(false);
                refuse(BodyRefusals.Reason.MALFORMED);
                return;
            }
            if (n < 0) {
                return;
            }
            length += n;
        }
    }

    /** Doubles the array within the limit; false (and the request refused) when it may not. */
    private boolean grow() throws IOException {
        if (bytes.length >= limit) {
            // Only a chunked body fills the limit before it ends: it has just gone one byte over the cap.
            refuse(BodyRefusals.Reason.TOO_LARGE);
            return false;
        }
        int capacity = (int) Math.min(limit, Math.max(FIRST_CAPACITY, 2L * bytes.length));
        if (!pending.reserve(capacity - bytes.length)) {
            refuse(BodyRefusals.Reason.NO_MEMORY);
            return false;
        }
        bytes = Arrays.copyOf(bytes, capacity);
        return true;
    }

    @Override
    public void onAllDataRead() {
        if (end()) {
            request.setAttribute(ReceivedBody.ATTRIBUTE,
                    new ReceivedBody(bytes, length, request.getConnector().getMaxParameterCount()));
            async.dispatch();
        }
    }

    @Override
    public void onTimeout(AsyncEvent event) throws IOException {
        if (!ended) {
            refuse(BodyRefusals.Reason.TOO_SLOW);
        }
    }

    /** The client went away or stopped sending for Tomcat's connection timeout: nothing can be answered. */
    @Override
    public void onError(Throwable failure) {
        if (end()) {
            async.complete();
        }
    }

    @Override
    public void onError(AsyncEvent event) {
        onError(event.getThrowable());
    }

    @Override
    public void onComplete(AsyncEvent event) {
        end();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // The dispatch with the received body ends this listener's part; nothing to do when a later
        // stage of the request goes asynchronous again.
    }

    private void refuse(BodyRefusals.Reason reason) throws IOException {
        if (end()) {
            RequestBodyGate.refuse(refusals, request, response, reason);
            async.complete();
        }
    }

    /** Gives back the memory, once; false if the reception had ended already. */
    private boolean end() {
        if (ended) {
            return false;
        }
        ended = true;
        pending.ended(bytes.length);
        return true;
    }
}
