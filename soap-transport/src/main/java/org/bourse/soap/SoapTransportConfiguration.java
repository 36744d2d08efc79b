package org.bourse.soap;

import org.apache.cxf.Bus;
import org.apache.cxf.bus.spring.SpringBus;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.transport.servlet.CXFServlet;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Registers CXF ourselves rather than through CXF's Spring Boot starter: the starter stops at 4.2.0
 * on Maven Central and would pull 4.2.0 modules, spring-boot-starter-web, hibernate-validator and
 * CXF metrics into a 4.2.3 classpath, for the sake of the two beans below.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SoapSettings.class)
class SoapTransportConfiguration {

    /**
     * The bus, with what every endpoint on it shares: the fault log, the answer to anything but a POST,
     * and clear faults for a request naming no operation or holding a value not of its type. Set here,
     * before any endpoint is published or any other bus copies this one's interceptors and properties.
     *
     * It stays up until this bean is destroyed, after the web server has drained ({@link DrainingBus}).
     *
     * @param serviceFaultListeners the services' own fault listeners, asked first (see {@link SoapFaultLog})
     */
    @Bean(name = Bus.DEFAULT_BUS_ID, destroyMethod = "shutdown")
    SpringBus cxf(SoapSettings settings, ObjectProvider<FaultListener> serviceFaultListeners) {
        SpringBus bus = new DrainingBus();
        bus.setProperty(FaultListener.class.getName(), new SoapFaultLog(serviceFaultListeners.orderedStream().toList(),
                new ThrottledLines<>(settings.badInputLogInterval(), System::nanoTime)));
        bus.getInInterceptors().add(new PostOnly(settings.path()));
        bus.getInInterceptors().add(new NoOperation());
        bus.getInInterceptors().add(new WrongTypeNaming());
        return bus;
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
