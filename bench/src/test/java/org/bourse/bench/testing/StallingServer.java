package org.bourse.bench.testing;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP server that answers its first few requests with a fixed body and then none: it accepts every
 * connection and reads every request, but never replies to the rest. What a hung or overloaded server
 * looks like to a load tool, whatever the speed of the machine.
 */
public final class StallingServer implements AutoCloseable {

    private final ServerSocket socket;
    private final byte[] reply;
    private final AtomicInteger answersLeft;
    private final List<Socket> connections = new CopyOnWriteArrayList<>();

    private StallingServer(int answers, String body) throws IOException {
        this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        this.reply = ("HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: " + content.length + "\r\n\r\n" + body)
                .getBytes(StandardCharsets.UTF_8);
        this.answersLeft = new AtomicInteger(answers);
        Thread acceptor = new Thread(this::accept, "stalling-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Answers the first {@code answers} requests (over all connections) with a 200 carrying {@code body}. */
    public static StallingServer answering(int answers, String body) throws IOException {
        return new StallingServer(answers, body);
    }

    public String url() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket c = socket.accept();
                connections.add(c);
                Thread t = new Thread(() -> serve(c), "stalling-connection");
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
                long length = readHead(in);
                if (length < 0) {
                    return;
                }
                in.skipNBytes(length);
                if (answersLeft.getAndDecrement() <= 0) {
                    // Never answer: hold the connection until the client or close() gives up.
                    in.transferTo(OutputStream.nullOutputStream());
                    return;
                }
                out.write(reply);
                out.flush();
            }
        } catch (IOException gone) {
            // the client left or the server closed
        }
    }

    /** Reads a request's head; returns its Content-Length (0 without one), or -1 at the end of the stream. */
    static long readHead(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        long length = 0;
        boolean any = false;
        for (int b; (b = in.read()) >= 0; ) {
            any = true;
            if (b == '\n') {
                String l = line.toString().trim();
                if (l.isEmpty()) {
                    return length;
                }
                if (l.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Long.parseLong(l.substring(l.indexOf(':') + 1).trim());
                }
                line.setLength(0);
            } else {
                line.append((char) b);
            }
        }
        return any ? length : -1;
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket c : connections) {
            c.close();
        }
    }
}
