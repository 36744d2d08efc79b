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
                refuse(refusals, request, response, BodyRefusals.Reason.TOO_LARGE);
                return;
            }
            if (!arrived(request.getCoyoteRequest(), declared)) {
                BodyReception.start(request, response, maxBody, timeoutMillis, pending, refusals);
                return;
            }
        }
        getNext().invoke(request, response);
    }

    /** Writes the refusal's answer Tomcat's way, and has Tomcat close the connection rather than read on. */
    static void refuse(BodyRefusals refusals, Request request, Response response, BodyRefusals.Reason reason)
            throws IOException {
        BodyRefusals.Answer answer = refusals.refuse(reason, request.getMethod(), request.getRequestURI(),
                request.getRemoteAddr(), request.getContentType());
        // Tomcat would otherwise read the rest of the body to keep the connection, at the client's pace.
        // This marks the exchange as failed, which would send it to the error page: this answer is the report.
        request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
        response.setErrorReported();
        response.setStatus(answer.status());
        response.setHeader("Connection", "close");
        response.setContentType(answer.contentType());
        response.setContentLength(answer.body().length);
        response.getOutputStream().write(answer.body());
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
