package org.bourse.trade.orders.broker;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay between the client and RabbitMQ that, once armed, cuts the connection that sends the next
 * confirm.select (AMQP class 85, method 10): the broker never sees the method, the client sees its connection
 * reset while it waits for confirm.select-ok. That is the moment a channel opened on a connection RabbitMQ is
 * cutting meets, which a test cannot otherwise hit at will.
 */
final class ConfirmSelectCut implements AutoCloseable {

    private static final int METHOD_FRAME = 1;
    private static final int CONFIRM_CLASS = 85;
    private static final int SELECT_METHOD = 10;

    private final ServerSocket listener;
    private final String brokerHost;
    private final int brokerPort;
    private final AtomicBoolean armed = new AtomicBoolean();
    private final AtomicInteger cuts = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    ConfirmSelectCut(String brokerHost, int brokerPort) throws IOException {
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.brokerHost = brokerHost;
        this.brokerPort = brokerPort;
        Thread accepting = new Thread(this::accept, "confirm-select-cut");
        accepting.setDaemon(true);
        accepting.start();
    }

    String address() {
        return "127.0.0.1:" + listener.getLocalPort();
    }

    /** The next confirm.select any connection sends cuts that connection. */
    void arm() {
        armed.set(true);
    }

    /** Connections cut so far. */
    int cuts() {
        return cuts.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket broker = new Socket(brokerHost, brokerPort);
                sockets.add(client);
                sockets.add(broker);
                daemon(() -> copy(broker.getInputStream(), client.getOutputStream(), client, broker));
                daemon(() -> relayFrames(client, broker));
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private static void daemon(IoTask task) {
        Thread t = new Thread(() -> {
            try {
                task.run();
            } catch (IOException e) {
                // the connection ended, or was cut
            }
        }, "confirm-select-cut-relay");
        t.setDaemon(true);
        t.start();
    }

    private interface IoTask {
        void run() throws IOException;
    }

    private static void copy(InputStream in, OutputStream out, Socket a, Socket b) throws IOException {
        try {
            in.transferTo(out);
        } finally {
            a.close();
            b.close();
        }
    }

    /** The client's frames to the broker, one by one: the protocol header, then type, channel, size, payload, end. */
    private void relayFrames(Socket client, Socket broker) throws IOException {
        try {
            DataInputStream in = new DataInputStream(client.getInputStream());
            OutputStream out = broker.getOutputStream();
            byte[] header = new byte[8];
            in.readFully(header);
            out.write(header);
            byte[] frameHeader = new byte[7];
            while (true) {
                in.readFully(frameHeader);
                int size = ((frameHeader[3] & 0xff) << 24) | ((frameHeader[4] & 0xff) << 16)
                        | ((frameHeader[5] & 0xff) << 8) | (frameHeader[6] & 0xff);
                byte[] rest = new byte[size + 1];
                in.readFully(rest);
                if (frameHeader[0] == METHOD_FRAME && size >= 4 && unsigned16(rest, 0) == CONFIRM_CLASS
                        && unsigned16(rest, 2) == SELECT_METHOD && armed.compareAndSet(true, false)) {
                    cuts.incrementAndGet();
                    return;
                }
                out.write(frameHeader);
                out.write(rest);
                out.flush();
            }
        } catch (EOFException e) {
            // the client closed its side
        } finally {
            client.close();
            broker.close();
        }
    }

    private static int unsigned16(byte[] b, int at) {
        return ((b[at] & 0xff) << 8) | (b[at + 1] & 0xff);
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket s : sockets) {
            s.close();
        }
    }
}
