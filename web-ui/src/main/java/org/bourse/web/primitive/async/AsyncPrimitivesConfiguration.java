package org.bourse.web.primitive.async;

import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class AsyncPrimitivesConfiguration {

    @Bean
    ServletRegistrationBean<PingServlet30Async> pingServlet30Async() {
        return PrimitiveServlets.at("/servlet/PingServlet30Async", "PingServlet30Async", new PingServlet30Async());
    }

    @Bean
    ServletRegistrationBean<PingServlet31Async> pingServlet31Async() {
        return PrimitiveServlets.at("/servlet/PingServlet31Async", "PingServlet31Async", new PingServlet31Async());
    }

    @Bean
    ServletRegistrationBean<PingServlet31AsyncRead> pingServlet31AsyncRead() {
        return PrimitiveServlets.at("/servlet/PingServlet31AsyncRead", "PingServlet31AsyncRead",
                new PingServlet31AsyncRead());
    }
}
