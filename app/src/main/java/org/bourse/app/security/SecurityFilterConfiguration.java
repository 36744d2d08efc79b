package org.bourse.app.security;

import java.util.EnumSet;

import jakarta.servlet.DispatcherType;

import org.bourse.soap.SoapServlets;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterProperties;
import org.springframework.boot.web.servlet.DelegatingFilterProxyRegistrationBean;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.BeanIds;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.filter.DelegatingFilterProxy;

/**
 * Spring Security's filter for every request, registered here in place of Spring Boot's registration
 * (switched off by its bean name), so that it runs only where it has work ({@link SecurityWhereChainsMatch}).
 * Measurements in docs/results-log.md, "Cutting the WSTest path" and "The trivial page".
 */
@Configuration(proxyBeanMethods = false)
class SecurityFilterConfiguration {

    /** Spring Boot's own registration of Spring Security's filter, replaced by {@link #securityWhereChainsMatch}. */
    static final String BOOT_SECURITY_REGISTRATION = "securityFilterChainRegistration";

    /** Switches Spring Boot's registration of Spring Security's filter off; {@link #securityWhereChainsMatch} takes its place. */
    @Bean
    static BeanPostProcessor bootSecurityRegistrationOff() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object bean, String name) {
                if (bean instanceof DelegatingFilterProxyRegistrationBean registration
                        && BOOT_SECURITY_REGISTRATION.equals(name)) {
                    registration.setEnabled(false);
                }
                return bean;
            }
        };
    }

    /** Spring Security's filter, registered as Spring Boot would (name, order, dispatcher types), skipped where it has no work. */
    @Bean
    FilterRegistrationBean<SecurityWhereChainsMatch> securityWhereChainsMatch(
            ObjectProvider<SecurityFilterProperties> settings, ObjectProvider<ServletRegistrationBean<?>> servlets,
            ObjectProvider<SecurityFilterChain> chains) {
        // Spring Boot's settings (spring.security.filter.*); absent only where no servlet container runs.
        SecurityFilterProperties properties = settings.getIfAvailable(SecurityFilterProperties::new);
        DelegatingFilterProxy security = new DelegatingFilterProxy(BeanIds.SPRING_SECURITY_FILTER_CHAIN) {
            @Override
            protected void initFilterBean() {
                // As Spring Boot's registration: look the chain up (in the servlet context's application
                // context) on the first request, not while the server starts.
            }
        };
        FilterRegistrationBean<SecurityWhereChainsMatch> registration = new FilterRegistrationBean<>(
                new SecurityWhereChainsMatch(security, () -> SoapServlets.names(servlets),
                        () -> chains.orderedStream().toList()));
        registration.setName(BeanIds.SPRING_SECURITY_FILTER_CHAIN);
        registration.setOrder(properties.getOrder());
        EnumSet<DispatcherType> types = EnumSet.noneOf(DispatcherType.class);
        properties.getDispatcherTypes().forEach(type -> types.add(DispatcherType.valueOf(type.name())));
        registration.setDispatcherTypes(types);
        return registration;
    }
}
