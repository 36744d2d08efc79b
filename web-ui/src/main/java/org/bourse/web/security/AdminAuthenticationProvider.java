package org.bourse.web.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;

import org.bourse.trade.AdminAccount;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/**
 * The administrator's login on {@code /config/login}: the {@code bourse.admin.user}/{@code password}
 * deployment secret (never a Trade user). Without a password configured nobody can log in as admin.
 */
final class AdminAuthenticationProvider implements AuthenticationProvider {

    static final String ROLE_ADMIN = "ROLE_ADMIN";

    private final AdminAccount admin;

    AdminAuthenticationProvider(AdminAccount admin) {
        this.admin = admin;
    }

    @Override
    public Authentication authenticate(Authentication authentication) {
        if (!admin.enabled()) {
            throw new DisabledException("No administrator password is configured (bourse.admin.password)");
        }
        String user = authentication.getName();
        Object credentials = authentication.getCredentials();
        String password = credentials == null ? "" : credentials.toString();
        boolean userMatches = constantTimeEquals(user == null ? "" : user, admin.user());
        boolean passwordMatches = constantTimeEquals(password, admin.password());
        if (!(userMatches & passwordMatches)) {
            throw new BadCredentialsException("Bad administrator credentials");
        }
        return UsernamePasswordAuthenticationToken.authenticated(admin.user(), null,
                List.of(new SimpleGrantedAuthority(ROLE_ADMIN)));
    }

    private static boolean constantTimeEquals(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
