package org.bourse.app.database;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.outage.DatabaseOutage;

/**
 * Around every request: one that failed because the database does not answer (an exception out of the
 * chain, or one a controller threw, left here by {@link UnansweredHandlerFailures}) gets a 503 with
 * {@code Retry-After} and a line of plain text, written here. The failure never reaches the container, so
 * there is no error page and no stack trace in the log; the outage is logged once, by {@link DatabaseOutage}.
 * Any other failure (a data error) goes on as before.
 */
final class DatabaseFailureResponder implements Filter {

    private final DatabaseOutage outage;
    private final String retryAfter;
    private final byte[] body;

    DatabaseFailureResponder(DatabaseOutage outage, long retryAfterSeconds) {
        this.outage = outage;
        this.retryAfter = Long.toString(retryAfterSeconds);
        this.body = ("The database is unavailable for a moment: try again in " + retryAfterSeconds + " s.\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException e) {
            if (!DatabaseFailures.notAnswering(e)) {
                throw e;
            }
            outage.refused(e);
            refuse((HttpServletResponse) response);
            return;
        }
        if (request.getAttribute(UnansweredHandlerFailures.FAILURE) instanceof Throwable failure) {
            request.removeAttribute(UnansweredHandlerFailures.FAILURE);
            outage.refused(failure);
            refuse((HttpServletResponse) response);
        }
    }

    private void refuse(HttpServletResponse response) throws IOException {
        if (response.isCommitted()) {
            // a page is rendered whole before it is sent (Thymeleaf's partial output is off): the client has an
            // answer already, if this ever happens
            return;
        }
        response.reset();
        response.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        response.setHeader("Retry-After", retryAfter);
        response.setHeader("Cache-Control", "no-store");
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
