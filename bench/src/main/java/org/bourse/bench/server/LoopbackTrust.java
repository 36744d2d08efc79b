package org.bourse.bench.server;

import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.regex.Pattern;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * How the kit's own requests to a server treat its certificate over {@code https}: the probe before a run,
 * the settings read for the report, the reset and the run check around Trade runs, compare's wait for a
 * target. From a loopback address ({@code localhost}, 127.0.0.0/8, ::1) any certificate is accepted: that
 * is the server under test on this machine, typically with the self-signed certificate of Bourse's tls
 * profile, and nothing between the two can read or change the traffic. Elsewhere the JDK checks the
 * certificate and the host name as usual (its trusted CAs, or {@code -Djavax.net.ssl.trustStore}), because
 * these requests carry the admin's password. Gatling's own connections, which carry no secret, accept any
 * certificate wherever the server is (its {@code ssl.useInsecureTrustManager} default).
 */
public final class LoopbackTrust {

    private static final Pattern IP_LITERAL = Pattern.compile("[0-9.]+|\\[?[0-9a-fA-F.]*:[0-9a-fA-F:.]*]?");

    private LoopbackTrust() {
    }

    /** A client for the server at {@code url}: one that accepts any certificate when the server is on loopback. */
    public static HttpClient.Builder client(String url) {
        HttpClient.Builder builder = HttpClient.newBuilder();
        if (ServerUrl.https(url) && loopback(URI.create(url).getHost())) {
            builder.sslContext(anyCertificate());
        }
        return builder;
    }

    /** By name or address as written: a name other than localhost is never looked up. */
    static boolean loopback(String host) {
        if (host == null) {
            return false;
        }
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!IP_LITERAL.matcher(host).matches()) {
            return false;
        }
        try {
            return InetAddress.getByName(host.replace("[", "").replace("]", "")).isLoopbackAddress();
        } catch (UnknownHostException notAnAddress) {
            return false;
        }
    }

    private static SSLContext anyCertificate() {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new AnyCertificate()}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("no TLS in this JDK: " + e.getMessage(), e);
        }
    }

    /**
     * Extended, so that the JDK does not wrap it in its own host-name check: the certificate of a loopback
     * server names whatever host its maker chose.
     */
    private static final class AnyCertificate extends X509ExtendedTrustManager {

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) {
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
