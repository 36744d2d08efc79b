package org.bourse.app.tls;

import java.security.KeyManagementException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.Set;

import javax.net.ssl.SSLContext;

import org.conscrypt.Conscrypt;

/**
 * A Conscrypt provider for one certificate's TLS contexts (Conscrypt loads its native library once per
 * process). Not installed among the JDK's providers: only Tomcat's TLS port uses it, the database drivers
 * and clients keep the JDK's TLS.
 */
final class ConscryptProvider {

    private final Provider provider;
    private final Set<String> protocols;
    private final Set<String> cipherSuites;

    ConscryptProvider() {
        try {
            Conscrypt.checkAvailability();
        } catch (Throwable unavailable) {
            throw new IllegalStateException("bourse.listener.tls.implementation=conscrypt, but Conscrypt's native library"
                    + " does not load on this machine (" + System.getProperty("os.name") + " " + System.getProperty("os.arch")
                    + "; it needs Linux, macOS or Windows on x86_64 or aarch64, and a writable java.io.tmpdir):"
                    + " use jsse", unavailable);
        }
        provider = Conscrypt.newProvider();
        try {
            SSLContext probe = SSLContext.getInstance("TLS", provider);
            probe.init(null, null, null);
            protocols = ConscryptSslUtil.supported(probe, true);
            cipherSuites = ConscryptSslUtil.supported(probe, false);
        } catch (NoSuchAlgorithmException | KeyManagementException e) {
            throw new IllegalStateException("Conscrypt loaded but makes no TLS context", e);
        }
    }

    SSLContext newContext() throws NoSuchAlgorithmException {
        return SSLContext.getInstance("TLS", provider);
    }

    Set<String> protocols() {
        return protocols;
    }

    Set<String> cipherSuites() {
        return cipherSuites;
    }
}
