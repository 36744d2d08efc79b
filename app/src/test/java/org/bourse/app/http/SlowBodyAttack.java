package org.bourse.app.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.RawHttp;

/**
 * What {@code slowhttptest -B} does: clients that send their request headers, then the body a byte at a
 * time, twice a second, so that it never completes. Each client reads its answer as soon as one comes.
 */
final class SlowBodyAttack implements AutoCloseable {

    /** A body of this declared length takes hours at this pace. */
    static final int DECLARED_LENGTH = 60_000;

    enum Kind {
        SOAP("/services/WSTest", "Content-Type: text/xml; charset=utf-8\r\n"
                + "SOAPAction: \"uri:WSTestWeb-TestService/EchoVoid\"\r\nContent-Length: " + DECLARED_LENGTH, "x"),
        SOAP_CHUNKED("/WSTest/services/TestServiceSoap", "Content-Type: text/xml; charset=utf-8\r\n"
                + "SOAPAction: \"uri:WSTestWeb-TestService/EchoVoid\"\r\nTransfer-Encoding: chunked", "1\r\nx\r\n"),
        FORM("/app", "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + DECLARED_LENGTH, "a");

        final String path;
        final String headers;
        final byte[] trickle;

        Kind(String path, String headers, String trickle) {
            this.path = path;
            this.headers = headers;
            this.trickle = trickle.getBytes(StandardCharsets.ISO_8859_1);
        }

        boolean soap() {
            return this != FORM;
        }
    }

    private final List<Client> clients = new ArrayList<>();
    private final Thread trickler;
    private volatile boolean running = true;

    /** Opens {@code count} clients, each of the kinds in turn, and starts trickling. */
    SlowBodyAttack(int port, int count) throws IOException {
        for (int i = 0; i < count; i++) {
            clients.add(new Client(port, Kind.values()[i % Kind.values().length]));
        }
        trickler = new Thread(this::trickle, "slow-body-trickler");
        trickler.setDaemon(true);
        trickler.start();
    }

    /** Clients whose headers and first body byte went out. */
    int headersSent() {
        return (int) clients.stream().filter(c -> c.headersSent).count();
    }

    List<Kind> kinds() {
        return clients.stream().map(c -> c.kind).toList();
    }

    /** Each client's answer, in order, read until the server closed the connection. */
    List<RawHttp.Response> answers(Duration within) throws Exception {
        List<RawHttp.Response> answers = new ArrayList<>();
        long deadline = System.nanoTime() + within.toNanos();
        for (Client client : clients) {
            byte[] raw = client.answer.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            answers.add(RawHttp.parse(raw));
        }
        return answers;
    }

    private void trickle() {
        while (running) {
            for (Client client : clients) {
                client.sendMore();
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() throws IOException {
        running = false;
        trickler.interrupt();
        for (Client client : clients) {
            client.socket.close();
        }
    }

    private static final class Client {
        final Kind kind;
        final Socket socket = new Socket();
        final OutputStream out;
        final CompletableFuture<byte[]> answer = new CompletableFuture<>();
        volatile boolean headersSent;
        /** Set once the answer starts or a write fails: sending on would only make the server reset the connection. */
        volatile boolean stopped;

        Client(int port, Kind kind) throws IOException {
            this.kind = kind;
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            out = socket.getOutputStream();
            out.write(("POST " + kind.path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n" + kind.headers + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.write(kind.trickle);
            out.flush();
            headersSent = true;
            Thread reader = new Thread(this::read, "slow-body-reader");
            reader.setDaemon(true);
            reader.start();
        }

        void sendMore() {
            if (stopped) {
                return;
            }
            try {
                out.write(kind.trickle);
                out.flush();
            } catch (IOException e) {
                stopped = true;
            }
        }

        private void read() {
            try (InputStream in = socket.getInputStream()) {
                ByteArrayOutputStream raw = new ByteArrayOutputStream();
                byte[] buffer = new byte[4096];
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    stopped = true;
                    raw.write(buffer, 0, n);
                }
                answer.complete(raw.toByteArray());
            } catch (IOException e) {
                answer.completeExceptionally(e);
            }
        }
    }
}
