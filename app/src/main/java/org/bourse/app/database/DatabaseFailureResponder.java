package org.bourse.app.database;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.app.http.UnavailableAnswer;
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
    private final UnavailableAnswer answer;

    DatabaseFailureResponder(DatabaseOutage outage, long retryAfterSeconds) {
        this.outage = outage;
        this.answer = new UnavailableAnswer("The database is", retryAfterSeconds);
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
            answer.writeTo((HttpServletResponse) response);
            return;
        }
        if (request.getAttribute(UnansweredHandlerFailures.FAILURE) instanceof Throwable failure) {
            request.removeAttribute(UnansweredHandlerFailures.FAILURE);
            outage.refused(failure);
            answer.writeTo((HttpServletResponse) response);
        }
    }
}
