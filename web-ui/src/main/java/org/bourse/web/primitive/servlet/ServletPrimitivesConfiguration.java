package org.bourse.web.primitive.servlet;

import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class ServletPrimitivesConfiguration {

    @Bean
    ServletRegistrationBean<PingServlet> pingServlet() {
        return PrimitiveServlets.at("/servlet/PingServlet", "PingServlet", new PingServlet());
    }

    /** DayTrader's PingServletDrive: PingServlet again, at another path. */
    @Bean
    ServletRegistrationBean<PingServlet> pingServletDrive() {
        return PrimitiveServlets.at("/drive/PingServlet", "PingServletDrive", new PingServlet());
    }

    @Bean
    ServletRegistrationBean<PingServletWriter> pingServletWriter() {
        return PrimitiveServlets.at("/servlet/PingServletWriter", "PingServletWriter", new PingServletWriter());
    }

    @Bean
    ServletRegistrationBean<PingServlet2Servlet> pingServlet2Servlet() {
        return PrimitiveServlets.at("/servlet/PingServlet2Servlet", "PingServlet2Servlet", new PingServlet2Servlet());
    }

    @Bean
    ServletRegistrationBean<PingServlet2ServletRcv> pingServlet2ServletRcv() {
        return PrimitiveServlets.at(PingServlet2Servlet.RECEIVER, "PingServlet2ServletRcv", new PingServlet2ServletRcv());
    }

    @Bean
    ServletRegistrationBean<PingServlet2Include> pingServlet2Include() {
        return PrimitiveServlets.at("/servlet/PingServlet2Include", "PingServlet2Include", new PingServlet2Include());
    }

    @Bean
    ServletRegistrationBean<PingServlet2Include.Included> pingServlet2IncludeRcv() {
        return PrimitiveServlets.at(PingServlet2Include.INCLUDED, "PingServlet2IncludeRcv",
                new PingServlet2Include.Included());
    }
}
