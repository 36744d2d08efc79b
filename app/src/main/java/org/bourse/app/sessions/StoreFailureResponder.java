package org.bourse.app.sessions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Just outside Spring Session's filter: a request whose session the store could not read or write gets a
 * 503 with {@code Retry-After} and a line of plain text, written here. The failure never reaches the
 * container, so there is no error page (whose rendering would ask the store for the session again) and
 * nothing is logged per request: {@link StoreOutage} logs the outage once.
 */
final class StoreFailureResponder implements Filter {

    private final StoreOutage outage;
    private final String retryAfter;
    private final byte[] body;

    StoreFailureResponder(StoreOutage outage, long retryAfterSeconds) {
        this.outage = outage;
        this.retryAfter = Long.toString(retryAfterSeconds);
        this.body = ("Sessions are unavailable for a moment: try again in " + retryAfterSeconds + " s.\n")
                .getBytes(StandardCharsets.UTF_8);
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
            refuse((HttpServletResponse) response);
        }
    }

    private void refuse(HttpServletResponse response) throws IOException {
        outage.refused();
        if (response.isCommitted()) {
            // cannot happen with Spring Session, which saves the session before the response is committed;
            // if it ever does, the client has its answer already
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
