package org.bourse.app.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.Signature;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The certificate {@code bourse.listener.tls.self-signed} serves: made once, owner-only, for the names a
 * client on this machine dials, read back unchanged at later starts, and replaced when it has expired.
 */
class SelfSignedCertificateTest {

    static final Instant NOW = Instant.parse("2026-11-28T00:00:00Z");

    @TempDir
    Path data;

    @Test
    void theFirstStartMakesItOwnerOnlyAndLaterStartsReuseIt() throws Exception {
        Path dir = data.resolve("tls");
        List<String> log = new ArrayList<>();
        SelfSignedCertificate.Loaded made = SelfSignedCertificate.inDirectory(dir, NOW, log::add);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("self-signed.key"))))
                .isEqualTo("rw-------");
        assertThat(Files.readString(dir.resolve("self-signed.crt"))).startsWith("-----BEGIN CERTIFICATE-----\n");
        assertThat(Files.readString(dir.resolve("self-signed.key"))).startsWith("-----BEGIN PRIVATE KEY-----\n");
        assertThat(log).singleElement().asString().contains("made a self-signed certificate")
                .contains("SHA-256 fingerprint " + made.fingerprint());

        X509Certificate cert = made.certificate();
        cert.checkValidity(java.util.Date.from(NOW));
        assertThat(cert.getSubjectX500Principal().getName()).isEqualTo("CN=Bourse self-signed");
        assertThat(cert.getSigAlgName()).isEqualTo("SHA256withECDSA");
        assertThat(cert.getBasicConstraints()).as("not a CA").isEqualTo(-1);
        assertThat(cert.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.1");
        List<String> names = cert.getSubjectAlternativeNames().stream().map(entry -> String.valueOf(entry.get(1))).toList();
        assertThat(names).contains("localhost", "127.0.0.1", "0:0:0:0:0:0:0:1");
        assertThat(cert.getNotAfter().toInstant()).isEqualTo(NOW.plus(Duration.ofDays(825)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS));

        // the key on disk belongs to the certificate on disk
        Signature signer = Signature.getInstance("SHA256withECDSA");
        signer.initSign(made.key());
        signer.update(new byte[] {1, 2, 3});
        byte[] signature = signer.sign();
        Signature verifier = Signature.getInstance("SHA256withECDSA");
        verifier.initVerify(cert.getPublicKey());
        verifier.update(new byte[] {1, 2, 3});
        assertThat(verifier.verify(signature)).isTrue();

        log.clear();
        SelfSignedCertificate.Loaded again = SelfSignedCertificate.inDirectory(dir, NOW.plus(Duration.ofDays(30)), log::add);
        assertThat(again.fingerprint()).isEqualTo(made.fingerprint());
        assertThat(again.key().getEncoded()).isEqualTo(made.key().getEncoded());
        assertThat(log).singleElement().asString().startsWith("TLS: the self-signed certificate in")
                .contains(made.fingerprint());
    }

    @Test
    void anExpiredCertificateIsReplaced() {
        Path dir = data.resolve("tls");
        SelfSignedCertificate.Loaded first = SelfSignedCertificate.inDirectory(dir, NOW, line -> { });
        List<String> log = new ArrayList<>();
        SelfSignedCertificate.Loaded second = SelfSignedCertificate.inDirectory(dir, NOW.plus(Duration.ofDays(826)), log::add);
        assertThat(second.fingerprint()).isNotEqualTo(first.fingerprint());
        assertThat(log).first().asString().contains("expired");
        assertThat(log).last().asString().contains("made a self-signed certificate");
    }

    @Test
    void aCertificateWithoutItsKeyIsAClearErrorNotANewCertificate() throws Exception {
        Path dir = data.resolve("tls");
        SelfSignedCertificate.inDirectory(dir, NOW, line -> { });
        Files.delete(dir.resolve("self-signed.key"));
        String before = Files.readString(dir.resolve("self-signed.crt"));
        assertThatThrownBy(() -> SelfSignedCertificate.inDirectory(dir, NOW, line -> { }))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("only one of self-signed.crt and self-signed.key exists")
                .hasMessageContaining("delete self-signed.crt and self-signed.key");
        assertThat(Files.readString(dir.resolve("self-signed.crt"))).isEqualTo(before);
    }

    @Test
    void aKeyThatIsNotPkcs8PemIsAClearError() throws Exception {
        Path dir = data.resolve("tls");
        SelfSignedCertificate.inDirectory(dir, NOW, line -> { });
        Files.writeString(dir.resolve("self-signed.key"), "-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----\n");
        assertThatThrownBy(() -> SelfSignedCertificate.inDirectory(dir, NOW, line -> { }))
                .hasMessageContaining("not a PKCS#8 PEM key");
    }
}
