package org.bourse.web.primitive.session;

import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class SessionPrimitivesConfiguration {

    @Bean
    ServletRegistrationBean<PingSession1> pingSession1() {
        return PrimitiveServlets.at("/servlet/PingSession1", "PingSession1", new PingSession1());
    }

    @Bean
    ServletRegistrationBean<PingSession2> pingSession2() {
        return PrimitiveServlets.at("/servlet/PingSession2", "PingSession2", new PingSession2());
    }

    @Bean
    ServletRegistrationBean<PingSession3> pingSession3() {
        return PrimitiveServlets.at("/servlet/PingSession3", "PingSession3", new PingSession3());
    }
}
