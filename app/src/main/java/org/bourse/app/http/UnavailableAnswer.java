package org.bourse.app.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletResponse;

/**
 * The answer to a request refused because an engine it needs does not answer (the session store, the
 * database): a 503 with {@code Retry-After}, {@code Cache-Control: no-store} and one line of plain text, the
 * same for every engine but for what the line names.
 */
public final class UnavailableAnswer {

    private final String retryAfter;
    private final byte[] body;

    /**
     * @param what              how the line begins, e.g. "Sessions are" or "The database is"
     * @param retryAfterSeconds the {@code Retry-After}, in whole seconds
     */
    public UnavailableAnswer(String what, long retryAfterSeconds) {
        this.retryAfter = Long.toString(retryAfterSeconds);
        this.body = (what + " unavailable for a moment: try again in " + retryAfterSeconds + " s.\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** Writes the answer, unless the response is committed already (the client then has an answer). */
    public void writeTo(HttpServletResponse response) throws IOException {
        if (response.isCommitted()) {
            // pages are rendered whole before they are sent and Spring Session saves before the commit, so this
            // should not happen; if it ever does, the client has its answer
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
