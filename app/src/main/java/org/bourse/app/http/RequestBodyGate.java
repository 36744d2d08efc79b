package org.bourse.app.http;

import java.io.IOException;

import jakarta.servlet.ServletException;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

/**
 * Every request passes here before the servlet filters. A declared body over the cap is refused
 * unread. A request whose whole body came in with its headers (the load drivers' small SOAP POST), or
 * that has none, goes straight on: this costs a look at Tomcat's input buffer, nothing more. Any other
 * body is received in the background ({@link BodyReception}) and the request goes on only once it is
 * complete, so no request thread ever waits for a client to send its body; without this, a few hundred
 * clients trickling bodies hold every thread and the server answers nobody.
 */
final class RequestBodyGate extends ValveBase {

    private final long maxBody;
    private final long timeoutMillis;
    private final PendingBodies pending;
    private final BodyRefusals refusals;

    RequestBodyGate(HttpLimits limits, PendingBodies pending, BodyRefusals refusals) {
        super(true);
        this.maxBody = limits.maxRequestBody().toBytes();
        this.timeoutMillis = limits.bodyTimeout().toMillis();
        this.pending = pending;
        this.refusals = refusals;
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        // An async dispatch (the one BodyReception makes, or the application's own) has its body already.
        if (!request.isAsync()) {
            long declared = request.getContentLengthLong();
            if (declared > maxBody) {
                refusals.refuse(request, response, BodyRefusals.Reason.TOO_LARGE);
                return;
            }
            if (!arrived(request.getCoyoteRequest(), declared)) {
                BodyReception.start(request, response, maxBody, timeoutMillis, pending, refusals);
                return;
            }
        }
        getNext().invoke(request, response);
    }

    /** Whether the request has no body, or all of its declared body is in Tomcat's buffer already. */
    private static boolean arrived(org.apache.coyote.Request coyote, long declared) {
        if (coyote.isFinished()) {
            return true;
        }
        if (declared <= 0) {
            // Chunked: where it ends is known only once it has been read.
            return false;
        }
        // With TRUE Tomcat also takes what the socket has, without waiting, if its buffer is empty (a client
        // that writes the body after the headers).
        coyote.action(ActionCode.AVAILABLE, Boolean.TRUE);
        return coyote.getAvailable() >= declared;
    }
}
