package org.bourse.app.http;

import org.apache.cxf.Bus;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

@Configuration(proxyBeanMethods = false)
class HttpLimitsConfiguration {

    @Bean
    FilterRegistrationBean<RequestBodyLimitFilter> requestBodyLimitFilter(HttpLimits limits) {
        FilterRegistrationBean<RequestBodyLimitFilter> registration =
                new FilterRegistrationBean<>(new RequestBodyLimitFilter(limits.maxRequestBody().toBytes()));
        registration.setName("request-body-limit");
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        registration.addUrlPatterns("/*");
        return registration;
    }

    /** On the bus, so it covers every SOAP endpoint the filter's cap covers. */
    @Bean
    InitializingBean oversizedBodyFaults(Bus bus) {
        return () -> bus.getOutFaultInterceptors().add(new OversizedBodyFault());
    }
}
