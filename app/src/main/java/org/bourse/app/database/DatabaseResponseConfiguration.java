package org.bourse.app.database;

import jakarta.servlet.DispatcherType;

import org.apache.cxf.Bus;
import org.bourse.dal.outage.DatabaseOutage;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/** The answers to requests that need a database that does not answer: on the web, and on the SOAP endpoints. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DatabaseSettings.class)
class DatabaseResponseConfiguration {

    /**
     * Inside the body and metrics filters (so a refusal is measured as the 503 it is), outside the session
     * store's (its own 503 for its own failures), Spring Session's and Spring Security's.
     */
    @Bean
    FilterRegistrationBean<DatabaseFailureResponder> databaseFailureResponderRegistration(DatabaseOutage outage,
            DatabaseSettings settings) {
        FilterRegistrationBean<DatabaseFailureResponder> registration = new FilterRegistrationBean<>(
                new DatabaseFailureResponder(outage, settings.retryAfter().toSeconds()));
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC, DispatcherType.ERROR);
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 40);
        return registration;
    }

    @Bean
    UnansweredHandlerFailures unansweredHandlerFailures() {
        return new UnansweredHandlerFailures();
    }

    @Bean
    UnavailableFaultLog databaseUnavailableFaultLog(DatabaseOutage outage) {
        return new UnavailableFaultLog(outage);
    }

    /** On the bus, so that every endpoint's faults go through it. */
    @Bean
    UnavailableFault databaseUnavailableFault(Bus bus, DatabaseSettings settings) {
        UnavailableFault fault = new UnavailableFault(settings.retryAfter().toSeconds());
        bus.getOutFaultInterceptors().add(fault);
        return fault;
    }
}
