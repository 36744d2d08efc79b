package org.bourse.web.primitive.upgrade;

import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class UpgradePrimitiveConfiguration {

    @Bean
    ServletRegistrationBean<PingUpgradeServlet> pingUpgradeServlet() {
        return PrimitiveServlets.at("/servlet/PingUpgradeServlet", "PingUpgradeServlet", new PingUpgradeServlet());
    }
}
