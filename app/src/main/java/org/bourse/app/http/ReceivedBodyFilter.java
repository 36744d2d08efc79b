package org.bourse.app.http;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;

/**
 * First filter of an async dispatch: when it is the one {@link BodyReception} made, the request goes on
 * with its received body ({@link ReceivedBodyRequest}) through the same filters and servlet as any other.
 */
final class ReceivedBodyFilter implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getAttribute(ReceivedBody.ATTRIBUTE) instanceof ReceivedBody body) {
            request.removeAttribute(ReceivedBody.ATTRIBUTE);
            chain.doFilter(new ReceivedBodyRequest((HttpServletRequest) request, body), response);
            return;
        }
        chain.doFilter(request, response);
    }
}
