package org.bourse.app.http;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Receives one request body on Jetty without a thread waiting for it, as {@link BodyReception} does on
 * Tomcat: what is there is read at once; when nothing more is, the request asks Jetty to call back
 * ({@link Request#demand}) and the thread goes. Once the body is complete, the request goes on to the servlet
 * context with it ({@link JettyReceivedBodyRequest}). The body grows in memory up to the cap; from the first
 * time it has to wait, it counts against the memory of all bodies being received ({@link PendingBodies}) and
 * has a deadline. A body that came whole with its headers counts against neither, as on Tomcat.
 * <p>
 * Jetty runs one demand callback at a time, so the reading needs no locking. The deadline fires on the
 * scheduler's thread: it does not refuse, it fails the request's reading, which wakes (or meets) the reader
 * with that failure, and the reader refuses. So every outcome is the reader's, happens once, and never while
 * a read or a demand of this request is pending, which Jetty would turn into an aborted connection.
 */
final class JettyBodyReception implements Runnable {

    private static final int FIRST_CAPACITY = 1024;

    private enum State { RECEIVING, TIMED_OUT, ENDED }

    private final Handler next;
    private final Request request;
    private final Response response;
    private final Callback callback;
    /** How far the array may grow: the declared length, or the cap for a body of unknown length. */
    private final long limit;
    private final long timeoutNanos;
    private final PendingBodies pending;
    private final BodyRefusals refusals;
    private byte[] bytes = new byte[0];
    private int length;
    /** Whether it has had to wait for the client: it then counts as pending, holds memory, has a deadline. */
    private boolean waited;
    private long reserved;
    private Scheduler.Task deadline;
    /** The only state the deadline's thread touches; guarded by this. */
    private State state = State.RECEIVING;

    JettyBodyReception(Handler next, Request request, Response response, Callback callback, long limit,
            long timeoutNanos, PendingBodies pending, BodyRefusals refusals) {
        this.next = next;
        this.request = request;
        this.response = response;
        this.callback = callback;
        this.limit = limit;
        this.timeoutNanos = timeoutNanos;
        this.pending = pending;
        this.refusals = refusals;
    }

    /** Jetty's demand callback: more of the body, its end, or a failure is there to read. */
    @Override
    public void run() {
        receive();
    }

    /** Reads all there is now; then the request goes on, is refused, or waits for the next demand callback. */
    void receive() {
        while (true) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                if (waited || startWaiting()) {
                    // Jetty sends "100 Continue" here if the client asked for it: it sends its body only then.
                    request.demand(this);
                }
                return;
            }
            boolean last = chunk.isLast();
            Throwable failure = chunk.getFailure();
            boolean kept;
            try {
                kept = failure == null && keep(chunk.getByteBuffer());
            } finally {
                chunk.release();
            }
            if (failure != null) {
                if (last) {
                    failed(failure);
                    return;
                }
                // Transient: the connection's idle timeout. The body has its own deadline, so read on.
                continue;
            }
            if (!kept) {
                return;
            }
            if (last) {
                complete();
                return;
            }
        }
    }

    /** Copies the bytes into the body; false (and the request refused) when it may not grow to hold them. */
    private boolean keep(ByteBuffer buffer) {
        int n = buffer.remaining();
        if (n == 0) {
            return true;
        }
        long needed = (long) length + n;
        if (needed > bytes.length) {
            if (needed > limit) {
                // Only a body of unknown length exceeds its limit: it has just gone over the cap.
                refuse(BodyRefusals.Reason.TOO_LARGE);
                return false;
            }
            // Doubling from 1 KB, as on Tomcat, so the memory a body holds does not depend on how it was cut up.
            long doubled = Math.max(FIRST_CAPACITY, bytes.length);
            while (doubled < needed) {
                doubled *= 2;
            }
            int capacity = (int) Math.min(limit, doubled);
            if (waited && !reserve(capacity - bytes.length)) {
                refuse(BodyRefusals.Reason.NO_MEMORY);
                return false;
            }
            bytes = Arrays.copyOf(bytes, capacity);
        }
        buffer.get(bytes, length, n);
        length += n;
        return true;
    }

    /** The body did not all come with its headers: from now on it holds pending memory and has a deadline. */
    private boolean startWaiting() {
        waited = true;
        pending.started();
        if (!reserve(bytes.length)) {
            refuse(BodyRefusals.Reason.NO_MEMORY);
            return false;
        }
        long remaining = request.getHeadersNanoTime() + timeoutNanos - System.nanoTime();
        deadline = request.getComponents().getScheduler().schedule(this::deadlinePassed, Math.max(0, remaining),
                TimeUnit.NANOSECONDS);
        return true;
    }

    private boolean reserve(long n) {
        if (!pending.reserve(n)) {
            return false;
        }
        reserved += n;
        return true;
    }

    /** On the scheduler's thread. Under the lock, so that the reader sees the failure once it sees the state. */
    private synchronized void deadlinePassed() {
        if (state == State.RECEIVING) {
            state = State.TIMED_OUT;
            request.fail(new BodyDeadline());
        }
    }

    private void complete() {
        boolean intime;
        synchronized (this) {
            intime = state == State.RECEIVING;
        }
        if (!intime) {
            // The deadline came first: its failure is there already, and the next read returns it.
            request.demand(this);
            return;
        }
        if (end()) {
            handOn(new JettyReceivedBodyRequest(request, bytes, length));
        }
    }

    private void failed(Throwable failure) {
        if (failure instanceof BodyDeadline) {
            refuse(BodyRefusals.Reason.TOO_SLOW);
        } else if (failure instanceof HttpException http && http.getCode() == HttpStatus.BAD_REQUEST_400) {
            // Broken chunked encoding: Jetty's parser gave up on the body, the connection is still there.
            refuse(BodyRefusals.Reason.MALFORMED);
        } else if (end()) {
            // The client went away: there is nobody to answer.
            callback.failed(failure);
        }
    }

    private void refuse(BodyRefusals.Reason reason) {
        if (end()) {
            JettyRequestBodyGate.refuse(refusals, request, response, callback, reason);
        }
    }

    /** Ends the reception, once: cancels the deadline and gives back the memory. False if it had ended already. */
    private boolean end() {
        synchronized (this) {
            if (state == State.ENDED) {
                return false;
            }
            state = State.ENDED;
        }
        if (deadline != null) {
            deadline.cancel();
        }
        if (waited) {
            pending.ended(reserved);
        }
        return true;
    }

    private void handOn(Request received) {
        try {
            if (!next.handle(received, response, callback)) {
                Response.writeError(received, response, callback, HttpStatus.NOT_FOUND_404);
            }
        } catch (Throwable failure) {
            Response.writeError(received, response, callback, failure);
        }
    }

    /** The deadline's failure, which only this reception reads. */
    private static final class BodyDeadline extends TimeoutException {
        BodyDeadline() {
            super("request body deadline (bourse.http.body-timeout)");
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            // Where it was made says nothing: it is a signal, not an error.
            return this;
        }
    }
}
