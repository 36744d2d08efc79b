package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.bourse.BourseApplication;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A stopping node with a drain period ({@code bourse.listener.drain-period}), on either container: it refuses
 * new connections at once, answers what its open connections still send, each answer with
 * {@code Connection: close}, and closes them after it, so a front end's pooled connection ends cleanly.
 */
class ShutdownDrainTest {

    @ParameterizedTest
    @EnumSource(ServletContainer.class)
    void aDrainingNodeRefusesNewConnectionsAndClosesEachOpenOneAfterItsAnswer(ServletContainer container)
            throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        // Long enough for a busy machine to send its request within it; the test does not wait for its end.
        ConfigurableApplicationContext context = new SpringApplicationBuilder(BourseApplication.class)
                .run("--server.port=" + port, "--server.address=127.0.0.1",
                        "--bourse.listener.container=" + container.name().toLowerCase(Locale.ROOT),
                        "--bourse.listener.drain-period=10s", "--spring.datasource.url=jdbc:h2:mem:drain-" + container,
                        "--bourse.population.users=5", "--bourse.population.quotes=5");
        try (Socket pooled = new Socket()) {
            pooled.setSoTimeout(60_000);
            pooled.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            String before = exchange(pooled, port);
            assertThat(before).startsWith("HTTP/1.1 200").doesNotContainIgnoringCase("Connection: close");

            CompletableFuture<Void> shutdown = CompletableFuture.runAsync(context::close);
            awaitRefused(port);
            String during = exchange(pooled, port);
            assertThat(during).as("the answer on an open connection during the drain")
                    .startsWith("HTTP/1.1 200").containsIgnoringCase("Connection: close");
            assertThat(pooled.getInputStream().read()).as("the connection closed after that answer").isEqualTo(-1);
            assertThat(shutdown).as("the drain still runs").isNotDone();
            shutdown.get(5, TimeUnit.MINUTES);
        } finally {
            context.close();
        }
    }

    /** One GET on the connection; the answer's head and body (the page is sent with its length). */
    private static String exchange(Socket socket, int port) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(("GET /app HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("connection closed within the answer's head: " + head);
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        int length = -1;
        for (String line : text.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        assertThat(length).as("the page's length in:%n%s", text).isNotNegative();
        assertThat(in.readNBytes(length)).hasSize(length);
        return text;
    }

    private static void awaitRefused(int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
                Thread.sleep(20);
            } catch (IOException refused) {
                return;
            }
        }
        throw new AssertionError("port " + port + " still takes connections 5 minutes into the shutdown");
    }
}
