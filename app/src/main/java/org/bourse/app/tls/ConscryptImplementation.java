package org.bourse.app.tls;

import org.apache.tomcat.util.net.SSLHostConfigCertificate;
import org.apache.tomcat.util.net.SSLUtil;
import org.apache.tomcat.util.net.jsse.JSSEImplementation;

/**
 * Tomcat's JSSE implementation with its TLS contexts from Conscrypt instead of the JDK: everything else
 * (key managers from the SSL bundle, session handling, ALPN for HTTP/2) stays Tomcat's. Public with a
 * public constructor: Tomcat makes it from its class name ({@code sslImplementationName}).
 */
public final class ConscryptImplementation extends JSSEImplementation {

    @Override
    public SSLUtil getSSLUtil(SSLHostConfigCertificate certificate) {
        return new ConscryptSslUtil(certificate);
    }
}
