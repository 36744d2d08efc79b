package org.bourse.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.time.Duration;
import java.util.Base64;
import java.util.List;

/**
 * A self-signed server certificate for a test, made in a folder of its own: an EC P-256 key, CN=localhost,
 * valid for localhost and 127.0.0.1, as PEM files (the certificate, and the key in PKCS#8) such as Spring
 * Boot's and Tomcat's TLS settings take, and as a PKCS#12 key store. Made by the JDK's own {@code keytool},
 * so no other tool is needed.
 *
 * @param certificate the certificate, PEM
 * @param privateKey  its private key, PEM (PKCS#8)
 * @param keyStore    both, PKCS#12, with {@link #PASSWORD}
 */
public record TestCertificate(Path certificate, Path privateKey, Path keyStore) {

    /** The key store's password: a test's throwaway key. */
    public static final String PASSWORD = "self-signed";

    private static final String ALIAS = "server";

    /** Makes one in {@code folder} (certificate.pem, private-key.pem, server.p12). */
    public static TestCertificate create(Path folder) {
        try {
            Files.createDirectories(folder);
            Path store = folder.resolve("server.p12");
            Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
            try {
                Command.run(Duration.ofMinutes(5), List.of(keytool.toString(), "-genkeypair", "-alias", ALIAS,
                        "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost", "-ext",
                        "SAN=dns:localhost,ip:127.0.0.1", "-validity", "30", "-storetype", "PKCS12", "-keystore",
                        store.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD));
            } catch (IllegalStateException e) {
                throw new IllegalStateException("keytool could not make a certificate: " + e.getMessage(), e);
            }
            KeyStore keys = load(store);
            Path certificate = folder.resolve("certificate.pem");
            Path privateKey = folder.resolve("private-key.pem");
            Files.writeString(certificate, pem("CERTIFICATE", keys.getCertificate(ALIAS).getEncoded()));
            Key key = keys.getKey(ALIAS, PASSWORD.toCharArray());
            Files.writeString(privateKey, pem("PRIVATE KEY", key.getEncoded()));
            return new TestCertificate(certificate, privateKey, store);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the key store keytool made: " + e.getMessage(), e);
        }
    }

    private static KeyStore load(Path store) throws IOException, GeneralSecurityException {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keys.load(in, PASSWORD.toCharArray());
        }
        return keys;
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }
}
