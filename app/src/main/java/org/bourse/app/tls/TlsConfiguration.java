package org.bourse.app.tls;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Instant;

import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.apache.tomcat.util.net.SSLHostConfig;
import org.bourse.boot.InvalidSetting;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.ssl.SslBundleRegistrar;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundleKey;
import org.springframework.boot.ssl.SslStoreBundle;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.AbstractConfigurableWebServerFactory;
import org.springframework.boot.web.server.Ssl;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.autoconfigure.ServerProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * {@code bourse.listener.tls.self-signed}: the certificate made or read in {@code bourse.listener.tls.directory},
 * registered as the SSL bundle {@value #SELF_SIGNED_BUNDLE} and put on Bourse's port, unless
 * {@code server.ssl.*} names a certificate of one's own, which Spring Boot then serves as it always does.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TlsSettings.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class TlsConfiguration {

    static final String SELF_SIGNED_BUNDLE = "bourse-self-signed";
    private static final Logger LOG = LoggerFactory.getLogger(TlsConfiguration.class);
    /** Only ever in memory: Tomcat's key store API wants one. */
    private static final String IN_MEMORY_PASSWORD = "bourse";
    private static final String KEY_ALIAS = "bourse";

    @Bean
    @ConditionalOnBooleanProperty("bourse.listener.tls.self-signed")
    SslBundleRegistrar selfSignedBundle(TlsSettings settings, ServerProperties server) {
        return registry -> {
            if (ownCertificate(server.getSsl())) {
                LOG.info("TLS: serving the certificate of server.ssl; bourse.listener.tls.self-signed is not used");
                return;
            }
            SelfSignedCertificate.Loaded certificate = SelfSignedCertificate.inDirectory(Path.of(settings.directory()),
                    Instant.now(), LOG::info);
            registry.registerBundle(SELF_SIGNED_BUNDLE, SslBundle.of(
                    SslStoreBundle.of(keyStore(certificate), IN_MEMORY_PASSWORD, null), SslBundleKey.of(IN_MEMORY_PASSWORD, KEY_ALIAS)));
        };
    }

    @Bean
    WebServerFactoryCustomizer<AbstractConfigurableWebServerFactory> tlsCustomizer(TlsSettings settings, ServerProperties server) {
        return new TlsCustomizer(settings, ownCertificate(server.getSsl()));
    }

    @Bean
    JettyTls jettyTls() {
        return new JettyTls();
    }

    /** Whether {@code server.ssl.*} gives a certificate: then Spring Boot serves it, and the self-signed one is not made. */
    static boolean ownCertificate(Ssl ssl) {
        return ssl != null && ssl.isEnabled() && (ssl.getBundle() != null || ssl.getCertificate() != null
                || ssl.getKeyStore() != null);
    }

    private static KeyStore keyStore(SelfSignedCertificate.Loaded certificate) {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(KEY_ALIAS, certificate.key(), IN_MEMORY_PASSWORD.toCharArray(),
                    new Certificate[] {certificate.certificate()});
            return store;
        } catch (java.io.IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot hold the self-signed certificate in a key store", e);
        }
    }

    /**
     * Runs after Spring Boot's own customizer, which sets {@code server.ssl} on the factory, and before the
     * listener's plain HTTP port, which needs to know whether the main port speaks TLS.
     */
    private record TlsCustomizer(TlsSettings settings, boolean ownCertificate)
            implements WebServerFactoryCustomizer<AbstractConfigurableWebServerFactory>, Ordered {

        @Override
        public void customize(AbstractConfigurableWebServerFactory factory) {
            if (settings.selfSigned() && !ownCertificate) {
                Ssl ssl = factory.getSsl() != null ? factory.getSsl() : new Ssl();
                ssl.setEnabled(true);
                ssl.setBundle(SELF_SIGNED_BUNDLE);
                factory.setSsl(ssl);
            }
            String implementation = settings.implementation().tomcatClass();
            if (implementation == null) {
                return;
            }
            if (!(factory instanceof TomcatServletWebServerFactory tomcat)) {
                throw new InvalidSetting("bourse.listener.tls.implementation", "conscrypt",
                        "Conscrypt plugs into Tomcat's TLS implementation point; bourse.listener.container=jetty serves"
                        + " TLS with the JDK's implementation only.",
                        "Leave bourse.listener.tls.implementation at jsse on Jetty, or choose bourse.listener.container=tomcat");
            }
            boolean protocolsGiven = tomcat.getSsl() != null && tomcat.getSsl().getEnabledProtocols() != null;
            tomcat.addConnectorCustomizers(connector -> {
                if (connector.getProtocolHandler() instanceof AbstractHttp11Protocol<?> http && http.isSSLEnabled()) {
                    http.setSslImplementationName(implementation);
                    if (!protocolsGiven) {
                        // What the JDK enables by default (it disables 1.0 and 1.1): both implementations offer
                        // the same, and Tomcat does not warn that BoringSSL lacks the old ones.
                        for (SSLHostConfig host : http.findSslHostConfigs()) {
                            host.setProtocols("TLSv1.2+TLSv1.3");
                        }
                    }
                }
            });
        }

        @Override
        public int getOrder() {
            return Ordered.LOWEST_PRECEDENCE - 1;
        }
    }
}
