package org.bourse.web.security;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.dal.trade.Account;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfAuthenticationStrategy;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfTokenRequestHandler;
import org.springframework.security.web.csrf.DeferredCsrfToken;
import org.springframework.security.web.csrf.XorCsrfTokenRequestAttributeHandler;

/**
 * Logs a Trade user in and out of the HTTP session. The password is checked by {@link TradeServices#login}
 * (which counts the login); on success the session gets a new id (no fixation), a fresh CSRF token and
 * the security context naming the user. Logout invalidates the session and counts the logout.
 */
public final class TradeLogin {

    static final String ROLE_USER = "ROLE_USER";
    private static final List<SimpleGrantedAuthority> USER = List.of(new SimpleGrantedAuthority(ROLE_USER));

    private final TradeServices trade;
    private final SecurityContextRepository contexts;
    private final CsrfAuthenticationStrategy csrf;
    private final CsrfTokenRepository csrfTokens;
    private final CsrfTokenRequestHandler csrfRequest = new XorCsrfTokenRequestAttributeHandler();
    private final SecurityContextHolderStrategy holder = SecurityContextHolder.getContextHolderStrategy();

    TradeLogin(TradeServices trade, SecurityContextRepository contexts, CsrfTokenRepository csrfTokens) {
        this.trade = trade;
        this.contexts = contexts;
        this.csrfTokens = csrfTokens;
        this.csrf = new CsrfAuthenticationStrategy(csrfTokens);
    }

    /** @throws TradeException.LoginFailed for an unknown user or a wrong password (nothing changes) */
    public Account login(String userId, String password, HttpServletRequest request, HttpServletResponse response) {
        Account account = trade.login(userId, password);
        establish(userId, request, response);
        return account;
    }

    /** Makes the session (a new id if it existed) belong to {@code userId}, whose password was just checked. */
    public void establish(String userId, HttpServletRequest request, HttpServletResponse response) {
        if (request.getSession(false) != null) {
            request.changeSessionId();
        } else {
            request.getSession(true);
        }
        Authentication auth = UsernamePasswordAuthenticationToken.authenticated(new TradeUser(userId), null, USER);
        SecurityContext context = holder.createEmptyContext();
        context.setAuthentication(auth);
        holder.setContext(context);
        contexts.saveContext(context, request, response);
        csrf.onAuthentication(auth, request, response);
    }

    /**
     * Ends the session, then counts the logout (if the user still exists). In this order because a node
     * may die between the two: a shared session store deletes the session at once, so the worst left is
     * a logout not counted, never a session still logged in whose logout was counted (logged out again
     * through another node, it would count more logouts than logins: I7).
     */
    public void logout(String userId, HttpServletRequest request, HttpServletResponse response) {
        endSession(request, response);
        try {
            trade.logout(userId);
        } catch (TradeException.UnknownUser gone) {
            // the user was removed by a reset meanwhile: the session has ended all the same
        }
    }

    /**
     * Invalidates the session and forgets the security context, without counting a logout. The page
     * rendered next gets a CSRF token of its own (the request's was the ended session's).
     */
    public void endSession(HttpServletRequest request, HttpServletResponse response) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        holder.clearContext();
        DeferredCsrfToken fresh = csrfTokens.loadDeferredToken(request, response);
        csrfRequest.handle(request, response, fresh::get);
    }
}
