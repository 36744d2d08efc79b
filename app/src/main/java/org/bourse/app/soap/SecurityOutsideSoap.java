package org.bourse.app.soap;

import java.io.IOException;
import java.util.Set;
import java.util.function.Supplier;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;

/**
 * Spring Security's filter for every request except those to a SOAP servlet. The SOAP endpoints guard
 * themselves (admin operations check HTTP Basic credentials in CXF) and no security filter chain matches
 * their paths, yet passing through Spring Security cost an EchoList 20 request about 5% of its CPU: the
 * firewall's wrapper (which then checks every header CXF copies), the request-path filter and the
 * chain's observation. A request is a SOAP one when the servlet it is mapped to is a CXF servlet; any
 * other request, and every error page, goes through Spring Security as before.
 */
final class SecurityOutsideSoap implements Filter {

    private final Filter security;
    private final Supplier<Set<String>> soapServletNames;
    private Set<String> soapServlets = Set.of();

    /**
     * @param security         Spring Security's filter
     * @param soapServletNames the names of the SOAP servlets, asked once when the filter starts (after every
     *                         servlet is registered)
     */
    SecurityOutsideSoap(Filter security, Supplier<Set<String>> soapServletNames) {
        this.security = security;
        this.soapServletNames = soapServletNames;
    }

    @Override
    public void init(FilterConfig config) throws ServletException {
        soapServlets = Set.copyOf(soapServletNames.get());
        security.init(config);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request instanceof HttpServletRequest http
                && soapServlets.contains(http.getHttpServletMapping().getServletName())
                && plain(http.getRequestURI())) {
            chain.doFilter(request, response);
        } else {
            security.doFilter(request, response, chain);
        }
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
