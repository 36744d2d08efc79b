package org.bourse.app.tls;

/** The TLS implementation behind Tomcat's TLS port: a benchmark variable (docs/benchmarks/listener-and-tls.md measures both). */
enum TlsImplementation {
    /** The JDK's own (SunJSSE), through Tomcat's JSSE implementation: what a Spring Boot user gets. */
    JSSE(null),
    /**
     * BoringSSL through Conscrypt, Google's JSSE provider, plugged into Tomcat's TLS implementation point:
     * the OpenSSL family's handshakes and record layer without installing anything.
     */
    CONSCRYPT(ConscryptImplementation.class.getName());

    private final String tomcatClass;

    TlsImplementation(String tomcatClass) {
        this.tomcatClass = tomcatClass;
    }

    /** Tomcat's {@code sslImplementationName} for it; null for Tomcat's default (JSSE). */
    String tomcatClass() {
        return tomcatClass;
    }
}
