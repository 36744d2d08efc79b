package org.bourse.app.tls;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * TLS on Bourse's own port ({@code server.port}), beside Spring Boot's {@code server.ssl.*}, which it
 * leaves alone. The {@code tls} profile sets them with the ports (docs/listener-modes.md).
 *
 * @param selfSigned     serve HTTPS with a self-signed certificate made at the first start in
 *                       {@code directory} and reused later, when no certificate of one's own is given
 *                       ({@code server.ssl.bundle}, or {@code server.ssl.certificate}/{@code key-store}: those win)
 * @param directory      where the self-signed certificate and its key live (owner-only); {@code tuning/frontend}
 *                       uses the same files by default
 * @param implementation which TLS implementation serves the handshakes and the records
 */
@ConfigurationProperties("bourse.listener.tls")
record TlsSettings(@DefaultValue("false") boolean selfSigned, @DefaultValue("data/tls") String directory,
                   @DefaultValue("jsse") TlsImplementation implementation) {

    TlsSettings {
        if (directory.isBlank()) {
            throw new IllegalArgumentException("bourse.listener.tls.directory must name a directory, was empty");
        }
    }
}
