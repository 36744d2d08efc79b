package org.bourse.soap;

import jakarta.servlet.DispatcherType;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * What runs around the SOAP servlets only (every CXF servlet, whichever module registers it): JAXB's
 * per-request scope ({@link JaxbRequestScope}). Measurements in docs/results-log.md, "Cutting the WSTest path".
 * Which requests pass Spring Security is decided for every request, SOAP or not, in org.bourse.app.security.
 */
@Configuration(proxyBeanMethods = false)
class SoapServletFilters {

    @Bean
    FilterRegistrationBean<JaxbRequestScope> jaxbRequestScope(ObjectProvider<ServletRegistrationBean<?>> servlets) {
        FilterRegistrationBean<JaxbRequestScope> registration = new FilterRegistrationBean<>(new JaxbRequestScope());
        registration.setName("jaxbRequestScope");
        registration.setServletRegistrationBeans(SoapServlets.of(servlets));
        // Also on the dispatch that carries a body received in the background (org.bourse.app.http).
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC);
        // Innermost, right before the servlet.
        registration.setOrder(Ordered.LOWEST_PRECEDENCE);
        return registration;
    }
}
