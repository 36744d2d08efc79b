package org.bourse.web.security;

import java.util.Optional;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/** The Trade user of the current request, if the session is logged in as one. */
public final class CurrentUser {

    private CurrentUser() {
    }

    public static Optional<String> userId() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth != null && auth.getPrincipal() instanceof TradeUser user) {
            return Optional.of(user.userId());
        }
        return Optional.empty();
    }
}
