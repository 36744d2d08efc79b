package org.bourse.bench.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.apache.tomcat.util.net.SSLHostConfig;
import org.apache.tomcat.util.net.SSLHostConfigCertificate;
import org.bourse.testing.TestCertificate;

/**
 * An embedded Tomcat on a free loopback port answering every request with 200 and one fixed body: over
 * plain HTTP, or over TLS with a test's certificate and HTTP/1.1 only (no HTTP/2 offered in the
 * handshake). What Bourse's own container does with a client of the wrong scheme, or one asking for
 * HTTP/2, without a Bourse.
 */
public final class LoopbackTomcat implements AutoCloseable {

    private final Tomcat tomcat;
    private final Connector connector;
    private final Path base;
    private final boolean tls;

    private LoopbackTomcat(Tomcat tomcat, Connector connector, Path base, boolean tls) {
        this.tomcat = tomcat;
        this.connector = connector;
        this.base = base;
        this.tls = tls;
    }

    public static LoopbackTomcat plain(String body) throws Exception {
        return start(new Connector(), body, false);
    }

    public static LoopbackTomcat overTls(TestCertificate certificate, String body) throws Exception {
        Connector connector = new Connector();
        connector.setSecure(true);
        connector.setScheme("https");
        connector.setProperty("SSLEnabled", "true");
        SSLHostConfig host = new SSLHostConfig();
        SSLHostConfigCertificate key = new SSLHostConfigCertificate(host, SSLHostConfigCertificate.Type.EC);
        key.setCertificateFile(certificate.certificate().toString());
        key.setCertificateKeyFile(certificate.privateKey().toString());
        host.addCertificate(key);
        connector.addSslHostConfig(host);
        return start(connector, body, true);
    }

    private static LoopbackTomcat start(Connector connector, String body, boolean tls) throws Exception {
        Path base = Files.createTempDirectory("bourse-bench-tomcat");
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(base.toString());
        connector.setPort(0);
        connector.setProperty("address", "127.0.0.1");
        connector.setThrowOnFailure(true);
        tomcat.setConnector(connector);
        Tomcat.addServlet(tomcat.addContext("", base.toString()), "answer", new Answer(body))
                .addMapping("/*");
        tomcat.start();
        return new LoopbackTomcat(tomcat, connector, base, tls);
    }

    public int port() {
        return connector.getLocalPort();
    }

    public String url() {
        return (tls ? "https" : "http") + "://127.0.0.1:" + port();
    }

    @Override
    public void close() throws Exception {
        tomcat.stop();
        tomcat.destroy();
        // Embedded Tomcat names its folder in JVM-wide properties, and the next one started in this JVM
        // would make it again: unset them.
        for (String property : new String[] {"catalina.base", "catalina.home"}) {
            if (base.toString().equals(System.getProperty(property))) {
                System.clearProperty(property);
            }
        }
        try (Stream<Path> files = Files.walk(base)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException leftBehind) {
            // a temporary folder is not worth failing a test for
        }
    }

    private static final class Answer extends HttpServlet {

        private final byte[] body;

        Answer(String body) {
            this.body = body.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
            request.getInputStream().readAllBytes();
            response.setContentType("text/xml");
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
        }
    }
}
