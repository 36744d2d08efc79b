package org.bourse.wstest;

import java.util.HashMap;

import org.apache.cxf.Bus;
import org.apache.cxf.jaxws.EndpointImpl;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Publishes the WSTest endpoint at {@value #ADDRESS} under the application's SOAP path (default
 * {@code /services/WSTest}) and, for existing WebSphere-style clients and request files, at
 * {@value ConventionalMount#PATH}, both with the data binding {@code bourse.wstest.binding} names
 * ({@link WsTestBinding}).
 */
@Configuration(proxyBeanMethods = false)
// No web server (an order-processor-only node): nothing to publish, and no WSDL to read at start-up.
@ConditionalOnWebApplication
@EnableConfigurationProperties({WsTestLimits.class, WsTestSettings.class})
class WsTestEndpoints {

    static final String ADDRESS = "/WSTest";

    @Bean
    TestServiceEndpoint testServiceEndpoint(WsTestLimits limits, OrderSource orders) {
        return new TestServiceEndpoint(limits, orders);
    }

    @Bean(destroyMethod = "stop")
    EndpointImpl wsTestEndpoint(Bus bus, TestServiceEndpoint implementor, WsTestLimits limits, WsTestSettings settings) {
        return publish(bus, implementor, limits, settings.binding(), ADDRESS);
    }

    @Bean(destroyMethod = "close")
    ConventionalMount wsTestConventionalMount(Bus bus, TestServiceEndpoint implementor, WsTestLimits limits,
            WsTestSettings settings) {
        ConventionalMount mount = new ConventionalMount(bus);
        publish(mount.bus(), implementor, limits, settings.binding(), ConventionalMount.ADDRESS);
        return mount;
    }

    @Bean
    ServletRegistrationBean<?> wsTestConventionalServlet(ConventionalMount mount) {
        ServletRegistrationBean<?> registration = new ServletRegistrationBean<>(mount.servlet(), ConventionalMount.PATH + "/*");
        registration.setName("wstest-conventional");
        registration.setLoadOnStartup(1);
        return registration;
    }

    static EndpointImpl publish(Bus bus, TestServiceEndpoint implementor, WsTestLimits limits, WsTestBinding binding,
            String address) {
        EndpointImpl endpoint = new EndpointImpl(bus, implementor);
        endpoint.setProperties(new HashMap<>(XmlParserLimits.asEndpointProperties(limits)));
        endpoint.getOutFaultInterceptors().add(new FaultExplainer());
        binding.publish(endpoint, address);
        return endpoint;
    }
}
