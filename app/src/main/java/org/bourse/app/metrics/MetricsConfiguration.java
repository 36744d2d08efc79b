package org.bourse.app.metrics;

import java.util.Set;
import java.util.function.Supplier;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;

import org.apache.cxf.Bus;
import org.bourse.soap.SoapServlets;
import org.bourse.trade.orders.OrderBacklog;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.http.server.observation.ServerRequestObservationConvention;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.web.filter.ServerHttpObservationFilter;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.observation.ObservationRegistry;

/**
 * SOAP operation timers on every CXF bus (switch: {@code bourse.metrics.soap-operations}), SOAP endpoints
 * named in the HTTP request metric, the order backlog's gauges ({@link BacklogMetrics}), and Spring
 * Security's own observations left out unless asked for (switch: {@code bourse.metrics.spring-security}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MetricsSettings.class)
class MetricsConfiguration {

    /** No gauges on a node in the web-services access mode: it has no orders of its own. */
    @Bean
    MeterBinder backlogMetrics(ObjectProvider<OrderBacklog> backlog) {
        return registry -> backlog.ifAvailable(b -> new BacklogMetrics(b).bindTo(registry));
    }

    @Bean
    ServerRequestObservationConvention soapAwareRequestConvention(ObservationProperties properties) {
        return new SoapAwareRequestConvention(properties.getHttp().getServer().getRequests().getName());
    }

    /**
     * Spring's HTTP request observation, registered as Spring Boot registers it (Boot's registration then
     * backs off), for every request but the SOAP servlets': {@link #soapRequestTimer} records theirs.
     */
    @Bean
    FilterRegistrationBean<ServerHttpObservationFilter> webMvcObservationFilter(ObservationRegistry observations,
            ServerRequestObservationConvention convention, ObjectProvider<ServletRegistrationBean<?>> servlets) {
        Supplier<Set<String>> soapServlets = () -> SoapServlets.names(servlets);
        ServerHttpObservationFilter filter = new ServerHttpObservationFilter(observations, convention) {
            private volatile Set<String> soap;

            @Override
            protected boolean shouldNotFilter(HttpServletRequest request) {
                Set<String> names = soap;
                if (names == null) {
                    names = soapServlets.get();
                    soap = names;
                }
                return names.contains(request.getHttpServletMapping().getServletName());
            }
        };
        FilterRegistrationBean<ServerHttpObservationFilter> registration = new FilterRegistrationBean<>(filter);
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC);
        return registration;
    }

    /** The HTTP request metric of the SOAP servlets, recorded for less than the observation costs. */
    @Bean
    FilterRegistrationBean<SoapRequestTimer> soapRequestTimer(MeterRegistry registry, ObservationRegistry observations,
            ObservationProperties properties, ServerRequestObservationConvention convention,
            ObjectProvider<ServletRegistrationBean<?>> servlets) {
        FilterRegistrationBean<SoapRequestTimer> registration = new FilterRegistrationBean<>(new SoapRequestTimer(
                registry, observations, properties.getHttp().getServer().getRequests().getName(), convention));
        registration.setName("soapRequestTimer");
        registration.setServletRegistrationBeans(SoapServlets.of(servlets));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC);
        return registration;
    }

    /**
     * Without this, Spring Security wraps each of its filters in an observation and records a timer and
     * two counters per filter and request: a tenth of a page's CPU (docs/results-log.md, "Pages sent whole"), for figures the
     * HTTP request histogram already gives as a whole.
     */
    @Bean
    @ConditionalOnBooleanProperty(name = "bourse.metrics.spring-security", havingValue = false, matchIfMissing = true)
    SecurityObservationSettings noSpringSecurityObservations() {
        return SecurityObservationSettings.noObservations();
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "bourse.metrics.soap-operations", matchIfMissing = true)
    static class SoapOperations {

        @Bean
        SoapOperationMetrics soapOperationMetrics(MeterRegistry registry) {
            return new SoapOperationMetrics(registry);
        }

        /**
         * Instruments each bus as it is created, before any endpoint is published on it or any other
         * bus copies its interceptors (the WebSphere-style WSTest address has a bus of its own).
         */
        @Bean
        static BeanPostProcessor soapOperationMetricsOnBuses(ObjectProvider<SoapOperationMetrics> metrics) {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String beanName) {
                    if (bean instanceof Bus bus) {
                        metrics.getObject().attachTo(bus);
                    }
                    return bean;
                }
            };
        }
    }
}
