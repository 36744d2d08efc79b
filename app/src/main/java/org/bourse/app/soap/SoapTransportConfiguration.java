package org.bourse.app.soap;

import org.apache.cxf.Bus;
import org.apache.cxf.bus.spring.SpringBus;
import org.apache.cxf.transport.servlet.CXFServlet;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Registers CXF ourselves rather than through CXF's Spring Boot starter: the starter stops at 4.2.0
 * on Maven Central and would pull 4.2.0 modules, spring-boot-starter-web, hibernate-validator and
 * CXF metrics into a 4.2.3 classpath, for the sake of the two beans below.
 */
@Configuration(proxyBeanMethods = false)
class SoapTransportConfiguration {

    @Bean(name = Bus.DEFAULT_BUS_ID, destroyMethod = "shutdown")
    SpringBus cxf() {
        return new SpringBus();
    }

    @Bean
    ServletRegistrationBean<CXFServlet> cxfServlet(Bus bus, SoapSettings settings) {
        CXFServlet servlet = new CXFServlet();
        servlet.setBus(bus);
        ServletRegistrationBean<CXFServlet> registration = new ServletRegistrationBean<>(servlet, settings.path() + "/*");
        registration.setName("cxf");
        // Initialise at start-up, not on the first request (which would take 0.2-0.45 s).
        registration.setLoadOnStartup(1);
        return registration;
    }
}
