package org.bourse.soap;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.apache.cxf.transport.servlet.AbstractHTTPServlet;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/** The CXF servlets among the registered servlets, whichever module registers them: what the SOAP-only filters are mapped to. */
public final class SoapServlets {

    private SoapServlets() {
    }

    public static List<ServletRegistrationBean<?>> of(ObjectProvider<ServletRegistrationBean<?>> servlets) {
        return servlets.orderedStream().filter(s -> s.getServlet() instanceof AbstractHTTPServlet).toList();
    }

    /** Their names, as a request's servlet mapping gives them: how the filters for every request tell a SOAP request. */
    public static Set<String> names(ObjectProvider<ServletRegistrationBean<?>> servlets) {
        return of(servlets).stream().map(ServletRegistrationBean::getServletName).collect(Collectors.toUnmodifiableSet());
    }
}
