package org.bourse.bench.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.bourse.bench.testing.LoopbackTomcat;
import org.bourse.testing.TestCertificate;
import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * bench/lib/scheme.sh, which the bench/*&#47;run.sh scripts source for SCHEME: plain HTTP by default; over https
 * Debian's curl reaches a server with a self-signed certificate; a scheme that does not fit the port is
 * named as such (a TLS port asked in plain HTTP, a plain port asked over TLS), on real Tomcat connectors;
 * any other scheme stops the script with status 2. Needs curl: missing, the test is skipped with a warning,
 * except under CI ({@code CI=true}), where it fails.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SchemeShellTest {

    static final Path LIB = Repository.root().resolve("bench/lib/scheme.sh");

    Path certificates;
    LoopbackTomcat tls;
    LoopbackTomcat plain;

    @BeforeAll
    void startServers() throws Exception {
        if (!Files.isExecutable(Path.of("/usr/bin/curl"))) {
            String message = "curl is not installed (apt-get install -y curl): the scripts' SCHEME cannot be tried";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message);
            }
            System.err.println("*** SKIPPING: " + message);
            Assumptions.abort(message);
        }
        certificates = Files.createTempDirectory("bourse-scheme-tls");
        tls = LoopbackTomcat.overTls(TestCertificate.create(certificates), "over TLS");
        plain = LoopbackTomcat.plain("in plain HTTP");
    }

    @AfterAll
    void stopServers() throws Exception {
        if (tls != null) {
            tls.close();
        }
        if (plain != null) {
            plain.close();
        }
        if (certificates != null) {
            try (Stream<Path> files = Files.walk(certificates)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void plainHttpIsTheDefault() throws Exception {
        assertThat(lib(Map.of(), "scheme_url " + plain.port())).isEqualTo("http://127.0.0.1:" + plain.port());
        assertThat(lib(Map.of(), "scheme_curl -s \"$(scheme_url " + plain.port() + ")/\"")).isEqualTo("in plain HTTP");
        assertThat(lib(Map.of(), "scheme_mismatch " + plain.port())).isEmpty();
    }

    @Test
    void overHttpsTheSelfSignedCertificateIsAccepted() throws Exception {
        Map<String, String> https = Map.of("SCHEME", "https");
        assertThat(lib(https, "scheme_url " + tls.port())).isEqualTo("https://127.0.0.1:" + tls.port());
        assertThat(lib(https, "scheme_curl -s \"$(scheme_url " + tls.port() + ")/\"")).isEqualTo("over TLS");
        assertThat(lib(https, "scheme_mismatch " + tls.port())).isEmpty();
    }

    @Test
    void aSchemeThatDoesNotFitThePortIsNamed() throws Exception {
        assertThat(lib(Map.of(), "scheme_mismatch " + tls.port()))
                .isEqualTo("the server on 127.0.0.1:" + tls.port() + " speaks TLS: set SCHEME=https");
        assertThat(lib(Map.of("SCHEME", "https"), "scheme_mismatch " + plain.port())).isEqualTo("no TLS handshake on"
                + " 127.0.0.1:" + plain.port() + ": the server speaks plain HTTP there (switch its TLS on with an"
                + " APP_ARG such as --spring.profiles.active=tls, or leave SCHEME unset)");
    }

    @Test
    void anotherSchemeStopsTheScript() throws Exception {
        Process p = bash(Map.of("SCHEME", "ftp"), "echo not reached");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(out).isEqualTo("bash: SCHEME takes http or https, not 'ftp'");
    }

    /** Runs a command in bash with the library sourced; its output, trimmed. */
    private static String lib(Map<String, String> environment, String command) throws IOException, InterruptedException {
        Process p = bash(environment, command);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return out;
    }

    private static Process bash(Map<String, String> environment, String command) throws IOException {
        ProcessBuilder b = new ProcessBuilder("bash", "-c", "set -euo pipefail; . '" + LIB + "' && " + command)
                .redirectErrorStream(true);
        b.environment().remove("SCHEME");
        b.environment().putAll(environment);
        return b.start();
    }
}
