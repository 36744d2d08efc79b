package org.bourse.app.database;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.outage.DatabaseFailures;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * First among Spring MVC's exception resolvers (after Spring Boot's, which only records the exception): a
 * controller's failure because the database does not answer is left to {@link DatabaseFailureResponder}, which
 * answers it once the request is back in its hands. Without this, Spring's own resolver takes a lost database
 * socket ("Socket error", a reset connection among the causes) for a client that went away and completes the
 * request with an empty 200.
 */
final class UnansweredHandlerFailures implements HandlerExceptionResolver, Ordered {

    /** The request attribute holding the failure for {@link DatabaseFailureResponder}. */
    static final String FAILURE = UnansweredHandlerFailures.class.getName() + ".failure";

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler,
            Exception failure) {
        if (!DatabaseFailures.notAnswering(failure)) {
            return null;
        }
        request.setAttribute(FAILURE, failure);
        return new ModelAndView(); // handled: nothing rendered, nothing written
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 1;
    }
}
