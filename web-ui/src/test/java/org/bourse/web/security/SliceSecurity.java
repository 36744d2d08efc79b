package org.bourse.web.security;

import java.util.List;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Import;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.authentication;

/** The real security configuration for slice tests, and a session logged in as a Trade user. */
@TestConfiguration(proxyBeanMethods = false)
@Import(SecurityConfiguration.class)
public class SliceSecurity {

    /** A request from a session logged in as {@code userId} through the login action. */
    public static RequestPostProcessor tradeUser(String userId) {
        return authentication(UsernamePasswordAuthenticationToken.authenticated(new TradeUser(userId), null,
                List.of(new SimpleGrantedAuthority(TradeLogin.ROLE_USER))));
    }

    /** A request from a session logged in as the administrator. */
    public static RequestPostProcessor admin() {
        return authentication(UsernamePasswordAuthenticationToken.authenticated("admin", null,
                List.of(new SimpleGrantedAuthority(AdminAuthenticationProvider.ROLE_ADMIN))));
    }
}
