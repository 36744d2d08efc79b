package org.bourse.app.listener;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import org.bourse.testing.RawHttp;

/**
 * A stand-in upstream node on loopback for the balancing tests: it reads each request whole, counts
 * it, and then either answers 200 with its name or drops the connection without a word, as a node
 * that crashed mid-request would.
 */
final class StubNode implements AutoCloseable {

    enum Behaviour { ANSWER, DROP }

    private final ServerSocket socket;
    private final String name;
    private final Behaviour behaviour;
    private final AtomicInteger requests = new AtomicInteger();
    private final Thread acceptor;

    StubNode(String name, Behaviour behaviour) throws IOException {
        this.name = name;
        this.behaviour = behaviour;
        this.socket = new ServerSocket();
        socket.bind(new InetSocketAddress(RawHttp.LOOPBACK, 0));
        acceptor = new Thread(this::serve, "stub-" + name);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    /** Requests this node received in full (whatever it did with them). */
    int requests() {
        return requests.get();
    }

    private void serve() {
        while (!socket.isClosed()) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException closed) {
                return;
            }
            // A thread per connection: the front end keeps idle connections open while it opens others.
            Thread connection = new Thread(() -> {
                try (client) {
                    client.setSoTimeout(30_000);
                    handle(client);
                } catch (IOException e) {
                    // one broken connection; keep serving
                }
            }, "stub-" + name + "-connection");
            connection.setDaemon(true);
            connection.start();
        }
    }

    private void handle(Socket client) throws IOException {
        InputStream in = client.getInputStream();
        while (true) { // the front end may send several requests on a kept-alive connection
            String head = readHead(in);
            if (head == null) {
                return;
            }
            int length = 0;
            for (String line : head.split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).trim());
                }
            }
            in.readNBytes(length);
            requests.incrementAndGet();
            if (behaviour == Behaviour.DROP) {
                return; // closes the connection with no response
            }
            byte[] body = name.getBytes(StandardCharsets.UTF_8);
            client.getOutputStream().write(("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: "
                    + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            client.getOutputStream().write(body);
            client.getOutputStream().flush();
        }
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int b;
        while ((b = in.read()) >= 0) {
            head.append((char) b);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                return head.toString();
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
