package org.bourse.app.http;

import jakarta.servlet.DispatcherType;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jetty.JettyServerCustomizer;
import org.springframework.boot.tomcat.TomcatContextCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HttpLimits.class)
class HttpLimitsConfiguration {

    @Bean
    PendingBodies pendingBodies(HttpLimits limits, MeterRegistry registry) {
        PendingBodies pending = new PendingBodies(limits.pendingBodyMemory().toBytes());
        Gauge.builder("bourse.http.pending.bodies", pending, PendingBodies::count)
                .description("Request bodies being received in the background (they did not come with their headers)")
                .register(registry);
        Gauge.builder("bourse.http.pending.body.memory", pending, PendingBodies::bytes).baseUnit("bytes")
                .description("Memory held by the request bodies being received in the background")
                .register(registry);
        return pending;
    }

    @Bean
    BodyRefusals bodyRefusals(HttpLimits limits, MeterRegistry registry) {
        return new BodyRefusals(limits, registry);
    }

    /** In the context's pipeline: after the request is mapped, before any filter. */
    @Bean
    TomcatContextCustomizer requestBodyGate(HttpLimits limits, PendingBodies pending, BodyRefusals refusals) {
        return context -> context.getPipeline().addValve(new RequestBodyGate(limits, pending, refusals));
    }

    /**
     * Around the server's handler, before the servlet context. Each container takes only its own customizer
     * ({@code bourse.listener.container}), so this one is idle on Tomcat and the valve above on Jetty.
     */
    @Bean
    JettyServerCustomizer jettyRequestBodyGate(HttpLimits limits, PendingBodies pending, BodyRefusals refusals) {
        return server -> server.setHandler(new JettyRequestBodyGate(server.getHandler(), limits, pending, refusals));
    }

    /** ASYNC dispatches only: a request without a received body never meets it. */
    @Bean
    FilterRegistrationBean<ReceivedBodyFilter> receivedBodyFilter() {
        FilterRegistrationBean<ReceivedBodyFilter> registration = new FilterRegistrationBean<>(new ReceivedBodyFilter());
        registration.setName("received-body");
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        registration.setDispatcherTypes(DispatcherType.ASYNC);
        registration.addUrlPatterns("/*");
        return registration;
    }
}
