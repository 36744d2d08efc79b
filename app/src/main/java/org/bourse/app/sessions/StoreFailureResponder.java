package org.bourse.app.sessions;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.app.http.UnavailableAnswer;

/**
 * Just outside Spring Session's filter: a request whose session the store could not read or write gets a
 * 503 with {@code Retry-After} and a line of plain text, written here. The failure never reaches the
 * container, so there is no error page (whose rendering would ask the store for the session again) and
 * nothing is logged per request: {@link StoreOutage} logs the outage once.
 */
final class StoreFailureResponder implements Filter {

    private final StoreOutage outage;
    private final UnavailableAnswer answer;

    StoreFailureResponder(StoreOutage outage, long retryAfterSeconds) {
        this.outage = outage;
        this.answer = new UnavailableAnswer("Sessions are", retryAfterSeconds);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException e) {
            if (!fromStore(e)) {
                throw e;
            }
            outage.refused();
            answer.writeTo((HttpServletResponse) response);
        }
    }

    private static boolean fromStore(Throwable failure) {
        // frameworks wrap what they catch (ServletException, a template's processing exception): look inside,
        // a bounded number of levels deep
        Throwable cause = failure;
        for (int depth = 0; cause != null && depth < 16; depth++, cause = cause.getCause()) {
            if (cause instanceof SessionStoreUnavailable) {
                return true;
            }
        }
        return false;
    }
}
