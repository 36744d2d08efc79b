package org.bourse.app.tls;

import java.security.KeyManagementException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509KeyManager;
import javax.net.ssl.X509TrustManager;

import org.apache.tomcat.util.net.SSLContext;

/** Tomcat's view of a TLS context, over a Conscrypt one (Tomcat's own JSSE context is not open to others). */
final class ConscryptSslContext implements SSLContext {

    private final javax.net.ssl.SSLContext context;
    private KeyManager[] keyManagers = new KeyManager[0];
    private TrustManager[] trustManagers = new TrustManager[0];

    ConscryptSslContext(javax.net.ssl.SSLContext context) {
        this.context = context;
    }

    @Override
    public void init(KeyManager[] kms, TrustManager[] tms, SecureRandom sr) throws KeyManagementException {
        keyManagers = kms == null ? new KeyManager[0] : kms;
        trustManagers = tms == null ? new TrustManager[0] : tms;
        context.init(kms, tms, sr);
    }

    @Override
    public void destroy() {
    }

    @Override
    public SSLSessionContext getServerSessionContext() {
        return context.getServerSessionContext();
    }

    @Override
    public SSLEngine createSSLEngine() {
        return context.createSSLEngine();
    }

    @Override
    public SSLServerSocketFactory getServerSocketFactory() {
        return context.getServerSocketFactory();
    }

    @Override
    public SSLParameters getSupportedSSLParameters() {
        return context.getSupportedSSLParameters();
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        for (KeyManager manager : keyManagers) {
            if (manager instanceof X509KeyManager x509) {
                X509Certificate[] chain = x509.getCertificateChain(alias);
                if (chain != null && chain.length > 0) {
                    return chain;
                }
            }
        }
        return null;
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        List<X509Certificate> issuers = new ArrayList<>();
        for (TrustManager manager : trustManagers) {
            if (manager instanceof X509TrustManager x509) {
                issuers.addAll(Arrays.asList(x509.getAcceptedIssuers()));
            }
        }
        return issuers.toArray(X509Certificate[]::new);
    }
}
