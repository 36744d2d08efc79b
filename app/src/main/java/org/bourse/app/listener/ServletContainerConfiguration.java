package org.bourse.app.listener;

import org.bourse.web.config.ServingContainer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jetty.JettyServerCustomizer;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.tomcat.TomcatContextCustomizer;
import org.springframework.boot.tomcat.TomcatProtocolHandlerCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.servlet.ServletWebServerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The one place the servlet container is chosen ({@code bourse.listener.container}). Both of Spring Boot's
 * container modules are on the class path, and each would make its factory unless one exists; left to
 * themselves, the first in Boot's order (Jetty) would win. This factory is the one, made as Boot's own
 * auto-configuration makes it, with every customizer bean of that container; the {@code server.tomcat.*} or
 * {@code server.jetty.*} settings and Bourse's customizers reach it as they would reach Boot's.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ListenerSettings.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ServletContainerConfiguration {

    @Bean
    ServletWebServerFactory servletWebServerFactory(ListenerSettings settings,
            ObjectProvider<TomcatConnectorCustomizer> connectorCustomizers,
            ObjectProvider<TomcatContextCustomizer> contextCustomizers,
            ObjectProvider<TomcatProtocolHandlerCustomizer<?>> protocolHandlerCustomizers,
            ObjectProvider<JettyServerCustomizer> serverCustomizers) {
        return switch (settings.container()) {
            case TOMCAT -> {
                TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory();
                factory.getConnectorCustomizers().addAll(connectorCustomizers.orderedStream().toList());
                factory.getContextCustomizers().addAll(contextCustomizers.orderedStream().toList());
                factory.getProtocolHandlerCustomizers().addAll(protocolHandlerCustomizers.orderedStream().toList());
                yield factory;
            }
            case JETTY -> {
                JettyServletWebServerFactory factory = new JettyServletWebServerFactory();
                factory.getServerCustomizers().addAll(serverCustomizers.orderedStream().toList());
                yield factory;
            }
        };
    }

    /** The container and its version, for the settings in force ({@code /config}) and the reports that read them. */
    @Bean
    ServingContainer servingContainer(ListenerSettings settings) {
        return settings.container()::nameAndVersion;
    }
}
