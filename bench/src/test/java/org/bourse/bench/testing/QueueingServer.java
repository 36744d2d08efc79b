package org.bourse.bench.testing;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;

/**
 * An HTTP server of a known capacity: it serves one request at a time, in the order they came (a fair queue over
 * every connection), each for a fixed service time spent waiting, not computing, so a busy machine does not change
 * it. Below {@code 1 / service time} requests a second each answer takes the service time; above, the queue grows
 * for as long as the load lasts. Keep-alive, any number of connections.
 */
public final class QueueingServer implements AutoCloseable {

    private static final byte[] REPLY = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok"
            .getBytes(StandardCharsets.US_ASCII);

    private final ServerSocket socket;
    private final Duration service;
    private final Semaphore oneAtATime = new Semaphore(1, true);
    private final List<Socket> connections = new CopyOnWriteArrayList<>();

    private QueueingServer(Duration service) throws IOException {
        this.service = service;
        this.socket = new ServerSocket(0, 1000, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "queueing-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** A server that takes {@code service} for every request, one at a time. */
    public static QueueingServer serving(Duration service) throws IOException {
        return new QueueingServer(service);
    }

    public String url() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket c = socket.accept();
                connections.add(c);
                Thread t = new Thread(() -> serve(c), "queueing-connection");
                t.setDaemon(true);
                t.start();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket c) {
        try (InputStream in = new BufferedInputStream(c.getInputStream()); OutputStream out = c.getOutputStream()) {
            while (true) {
                long length = StallingServer.readHead(in);
                if (length < 0) {
                    return;
                }
                in.skipNBytes(length);
                oneAtATime.acquireUninterruptibly();
                try {
                    Thread.sleep(service.toMillis());
                } finally {
                    oneAtATime.release();
                }
                out.write(REPLY);
                out.flush();
            }
        } catch (IOException | InterruptedException gone) {
            // the client left or the server closed
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket c : connections) {
            c.close();
        }
    }
}
