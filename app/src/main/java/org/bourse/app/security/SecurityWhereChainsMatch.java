package org.bourse.app.security;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.security.web.SecurityFilterChain;

/**
 * Spring Security's filter for the requests it has work for. The SOAP endpoints guard themselves (admin
 * operations check HTTP Basic credentials in CXF) and DayTrader's primitives measure the layers without
 * security, as DayTrader's do: no security filter chain matches their paths, yet passing through Spring
 * Security cost an EchoList 20 request about 5% of its CPU and the trivial page more (the firewall's
 * wrapper, which then checks every header, the search for a chain, the chain's observation). So a request
 * with a plain URI passes straight on when its servlet is a CXF servlet, or, for any other servlet, when no
 * chain matches it (asked of the chains themselves, so the pages' chain stays the one place that says what
 * it covers); everything else, and every error page, goes through Spring Security as before.
 */
final class SecurityWhereChainsMatch implements Filter {

    private final Filter security;
    private final Supplier<Set<String>> soapServletNames;
    private final Supplier<List<SecurityFilterChain>> chainsSource;
    private Set<String> soapServlets = Set.of();
    /** Looked up on the first request, as the security filter itself is, not while the server starts. */
    private volatile List<SecurityFilterChain> chains;

    /**
     * @param security         Spring Security's filter
     * @param soapServletNames the names of the SOAP servlets, asked once when the filter starts (after every
     *                         servlet is registered)
     * @param chains           the security filter chains, asked once, on the first request
     */
    SecurityWhereChainsMatch(Filter security, Supplier<Set<String>> soapServletNames,
            Supplier<List<SecurityFilterChain>> chains) {
        this.security = security;
        this.soapServletNames = soapServletNames;
        this.chainsSource = chains;
    }

    @Override
    public void init(FilterConfig config) throws ServletException {
        soapServlets = Set.copyOf(soapServletNames.get());
        security.init(config);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request instanceof HttpServletRequest http && bypasses(http)) {
            chain.doFilter(request, response);
        } else {
            security.doFilter(request, response, chain);
        }
    }

    private boolean bypasses(HttpServletRequest http) {
        if (!plain(http.getRequestURI())) {
            return false;
        }
        if (soapServlets.contains(http.getHttpServletMapping().getServletName())) {
            return true;
        }
        if (http.getDispatcherType() != DispatcherType.REQUEST) {
            return false;
        }
        for (SecurityFilterChain c : chains()) {
            if (c.matches(http)) {
                return false;
            }
        }
        return true;
    }

    private List<SecurityFilterChain> chains() {
        List<SecurityFilterChain> known = chains;
        if (known == null) {
            known = List.copyOf(chainsSource.get());
            chains = known;
        }
        return known;
    }

    /**
     * A request URI the firewall has nothing to say about: printable, no path parameter, no escape, no
     * doubled slash, no dot segment. Any other goes through Spring Security, whose firewall refuses it
     * (400) on SOAP paths as on every other.
     */
    static boolean plain(String uri) {
        char previous = 0;
        for (int i = 0; i < uri.length(); i++) {
            char c = uri.charAt(i);
            if (c <= 0x20 || c >= 0x7f || c == ';' || c == '%' || c == '\\'
                    || (previous == '/' && (c == '/' || c == '.'))) {
                return false;
            }
            previous = c;
        }
        return true;
    }

    @Override
    public void destroy() {
        security.destroy();
    }
}
