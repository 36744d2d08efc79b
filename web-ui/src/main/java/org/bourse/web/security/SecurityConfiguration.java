package org.bourse.web.security;

import java.util.List;

import org.bourse.trade.AdminAccount;
import org.bourse.trade.TradeServices;
import org.bourse.web.WebSettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authorization.AuthorityAuthorizationManager;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.authentication.DelegatingAuthenticationEntryPoint;
import org.springframework.security.web.authentication.HttpStatusEntryPoint;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcherEntry;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Who may do what. The Trade pages ({@code /app}) decide themselves whether a Trade user is logged in
 * (DayTrader answers a logged-out request with the welcome page, not a redirect); {@code /config} needs
 * the admin role; the market summary's WebSocket a Trade user (anyone, in DayTrader's drop-in mode); every
 * POST needs a CSRF token, except the read-only run check ({@code POST /config/check}) and, when
 * {@code bourse.web.daytrader-script-compatibility} is on, {@code /app}, {@code /scenario} and the
 * {@code *.faces} pages (which check their JSF view state instead).
 * The admin logs in with the form, or (tools) sends HTTP Basic credentials with each request.
 */
@Configuration(proxyBeanMethods = false)
@EnableWebSecurity
class SecurityConfiguration {

    /** Scripts off still work; the market summary's script and WebSocket come from this origin only. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; "
            + "form-action 'self'; frame-ancestors 'none'";

    /** The paths this chain secures. */
    static final List<String> PAGE_PATHS = List.of("/", "/app", "/scenario", "/config", "/config/**",
            "/marketsummary", "/css/**", "/js/**", "/error", "/register.jsp", "/*.faces");

    @Bean
    CsrfTokenRepository csrfTokenRepository() {
        return new HttpSessionCsrfTokenRepository();
    }

    @Bean
    SecurityContextRepository securityContextRepository() {
        return new HttpSessionSecurityContextRepository();
    }

    @Bean
    TradeLogin tradeLogin(TradeServices trade, SecurityContextRepository contexts, CsrfTokenRepository csrf) {
        return new TradeLogin(trade, contexts, csrf);
    }

    @Bean
    AdminAuthenticationProvider adminAuthenticationProvider(AdminAccount admin) {
        return new AdminAuthenticationProvider(admin);
    }

    @Bean
    SecurityFilterChain pages(HttpSecurity http, WebSettings settings, CsrfTokenRepository csrf,
            SecurityContextRepository contexts, AdminAuthenticationProvider admin) throws Exception {
        PathPatternRequestMatcher.Builder path = PathPatternRequestMatcher.withDefaults();
        // Only the web tier's paths: the SOAP endpoints guard themselves (admin operations need HTTP Basic
        // credentials) and take no CSRF token; the primitives measure the layers without this chain.
        http.securityMatcher(new OrRequestMatcher(PAGE_PATHS.stream()
                        .map(p -> (RequestMatcher) path.matcher(p)).toList()))
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(path.matcher("/config/login")).permitAll()
                        .requestMatchers(path.matcher("/config"), path.matcher("/config/**")).hasRole("ADMIN")
                        .requestMatchers(path.matcher("/marketsummary")).access(marketSummaryAccess(settings))
                        .anyRequest().permitAll())
                .authenticationProvider(admin)
                .securityContext(context -> context.securityContextRepository(contexts))
                .formLogin(form -> form.loginPage("/config/login").loginProcessingUrl("/config/login")
                        .defaultSuccessUrl("/config", true).failureUrl("/config/login?error"))
                // Load tools (bench/load) read /config/check with the admin's credentials on every request;
                // a browser never gets a Basic challenge (the entry points below answer instead).
                .httpBasic(basic -> basic.authenticationEntryPoint(new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED)))
                .logout(logout -> logout.logoutUrl("/config/logout").logoutSuccessUrl("/config/login?logout"))
                .csrf(c -> {
                    c.csrfTokenRepository(csrf);
                    // The run check reads only; it is a POST to carry the client's list of order ids. Tools
                    // send it with Basic credentials and no session, so it takes no token.
                    c.ignoringRequestMatchers(path.matcher(HttpMethod.POST, "/config/check"));
                    if (settings.daytraderScriptCompatibility()) {
                        // The *.faces pages check their own token instead (javax.faces.ViewState), which
                        // DayTrader's plans send back as JSF's: see org.bourse.web.faces.ViewStates.
                        c.ignoringRequestMatchers(path.matcher("/app"), path.matcher("/scenario"),
                                path.matcher("/*.faces"));
                    }
                })
                .sessionManagement(session -> session.sessionFixation(fixation -> fixation.changeSessionId()))
                .requestCache(cache -> cache.disable())
                // Logged-out: the admin pages send to their login form, the WebSocket just refuses, the
                // machine-readable check answers 401.
                .exceptionHandling(e -> e.authenticationEntryPoint(new DelegatingAuthenticationEntryPoint(
                        new LoginUrlAuthenticationEntryPoint("/config/login"),
                        new RequestMatcherEntry<AuthenticationEntryPoint>(path.matcher("/marketsummary"),
                                new HttpStatusEntryPoint(HttpStatus.FORBIDDEN)),
                        new RequestMatcherEntry<AuthenticationEntryPoint>(path.matcher("/config/check"),
                                new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED)))))
                .headers(headers -> headers
                        .contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY))
                        .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.SAME_ORIGIN))
                        .frameOptions(frame -> frame.deny()));
        return http.build();
    }

    /**
     * The market summary's WebSocket: logged-in users only, except in DayTrader's drop-in mode, whose plans
     * open it before they log in (DayTrader's socket is open to all). It only reads market data.
     */
    private static AuthorizationManager<RequestAuthorizationContext> marketSummaryAccess(WebSettings settings) {
        return settings.daytraderScriptCompatibility()
                ? (authentication, context) -> new AuthorizationDecision(true)
                : AuthorityAuthorizationManager.hasRole("USER");
    }
}
