package org.bourse.app.tls;

import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Set;

import javax.net.ssl.SSLEngine;

import org.apache.tomcat.util.net.SSLContext;
import org.apache.tomcat.util.net.SSLHostConfigCertificate;
import org.apache.tomcat.util.net.jsse.JSSEUtil;

/**
 * Tomcat's JSSE configuration of a certificate, with Conscrypt's protocols and cipher suites as the ones
 * implemented (Tomcat intersects the configured ones with these; the JDK's names would include suites
 * BoringSSL refuses).
 */
final class ConscryptSslUtil extends JSSEUtil {

    /** Made on first use: Tomcat's constructor already asks for the implemented protocols. No initializer, so it stays. */
    private ConscryptProvider provider;

    ConscryptSslUtil(SSLHostConfigCertificate certificate) {
        super(certificate);
    }

    private ConscryptProvider provider() {
        if (provider == null) {
            provider = new ConscryptProvider();
        }
        return provider;
    }

    @Override
    public SSLContext createSSLContextInternal(List<String> negotiableProtocols) throws NoSuchAlgorithmException {
        return new ConscryptSslContext(provider().newContext());
    }

    @Override
    protected Set<String> getImplementedProtocols() {
        return provider().protocols();
    }

    @Override
    protected Set<String> getImplementedCiphers() {
        return provider().cipherSuites();
    }

    /** What an engine of a fresh context supports: Conscrypt's answer, not the JDK's. */
    static Set<String> supported(javax.net.ssl.SSLContext context, boolean protocols) {
        SSLEngine engine = context.createSSLEngine();
        return Set.of(protocols ? engine.getSupportedProtocols() : engine.getSupportedCipherSuites());
    }
}
