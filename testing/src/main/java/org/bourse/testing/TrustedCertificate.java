package org.bourse.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A TLS client context that trusts exactly one certificate, read from a PEM file: the self-signed
 * certificate a server under test made, checked by the client as a real one would be (chain and host
 * name), not switched off.
 */
public final class TrustedCertificate {

    private TrustedCertificate() {
    }

    public static SSLContext context(Path pem) {
        try (InputStream in = Files.newInputStream(pem)) {
            Certificate certificate = CertificateFactory.getInstance("X.509").generateCertificate(in);
            KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
            trusted.load(null, null);
            trusted.setCertificateEntry("server", certificate);
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trusted);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot trust the certificate in " + pem + ": " + e.getMessage(), e);
        }
    }
}
