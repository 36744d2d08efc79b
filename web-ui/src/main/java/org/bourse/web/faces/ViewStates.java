package org.bourse.web.faces;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Component;

/**
 * The {@code javax.faces.ViewState} of the {@code *.faces} pages: one random token per HTTP session,
 * written into every page's form and checked on every postback. It stands in for the CSRF token these
 * pages cannot carry (the plans post only JSF's own fields), so a postback from another site cannot act.
 * A request without the field is not a postback (JSF renders the page and runs no action); one with a
 * token that is not this session's is refused ({@link ViewExpired}, a 403). The token changes when a user
 * logs in, and a logout ends the session with it.
 */
@Component
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
final class ViewStates {

    /** The form field, as JSF names it. */
    static final String PARAMETER = "javax.faces.ViewState";
    private static final String ATTRIBUTE = FacesView.class.getName();
    private static final int TOKEN_BYTES = 24;

    private final SecureRandom random = new SecureRandom();

    /** This session's view (the session is created if needed: every rendered page carries a token). */
    FacesView current(HttpServletRequest request) {
        HttpSession session = request.getSession(true);
        if (session.getAttribute(ATTRIBUTE) instanceof FacesView view) {
            return view;
        }
        return renew(request);
    }

    /**
     * This session's view, set in the session again: the pages change it in place (the rows shown, the
     * symbols asked), and a shared session store (Redis, JDBC: docs/scale-out.md) writes an attribute only
     * when it is set. Without this a cluster lost every change, and DayTrader's "Buy Faces" then named a
     * row of quotes its node had never stored.
     */
    FacesView stored(HttpServletRequest request) {
        FacesView view = current(request);
        request.getSession().setAttribute(ATTRIBUTE, view);
        return view;
    }

    /** A new view, with a new token, for this session: after a login, the old token is worth nothing. */
    FacesView renew(HttpServletRequest request) {
        FacesView view = new FacesView(newToken());
        request.getSession(true).setAttribute(ATTRIBUTE, view);
        return view;
    }

    /**
     * The request as a postback of form {@code form}, or as no postback when it sends no view state.
     *
     * @throws ViewExpired when it sends a view state that is not this session's
     */
    Postback postback(HttpServletRequest request, String form) {
        String sent = request.getParameter(PARAMETER);
        if (sent == null) {
            return Postback.none(form);
        }
        HttpSession session = request.getSession(false);
        FacesView view = session != null && session.getAttribute(ATTRIBUTE) instanceof FacesView v ? v : null;
        if (view == null || !MessageDigest.isEqual(sent.getBytes(StandardCharsets.UTF_8),
                view.token().getBytes(StandardCharsets.UTF_8))) {
            throw new ViewExpired(request.getServletPath());
        }
        return new Postback(form, request, view);
    }

    /** URL-safe, so a plan that posts it without encoding sends it intact. */
    private String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
