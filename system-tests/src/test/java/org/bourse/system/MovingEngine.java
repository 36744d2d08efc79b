package org.bourse.system;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An engine a server reaches by a name the test controls, which can move to another loopback address, as a
 * Compose or Kubernetes engine restarted on a new address does. The name is in a hosts file of the test's own,
 * the only one the server's JVM reads ({@code -Djdk.net.hosts.file}, {@link #jvmOption()}); at that address a
 * TCP forwarder of the test's relays to the real engine. {@link #move()} cuts every relayed connection and
 * leaves the old address black-holed (a listener that never accepts, its backlog full: a connect there waits
 * in SYN_SENT, as one to a vanished container's address does); {@link #answerAt(String)} then starts a
 * forwarder at the new address and points the name at it.
 */
final class MovingEngine implements AutoCloseable {

    private final String name;
    private final String targetHost;
    private final int targetPort;
    private final Path hostsFile;
    private final int port;
    private Forwarder forwarder;
    private final List<BlackHole> blackHoles = new ArrayList<>();
    private final List<Forwarder> silenced = new ArrayList<>();

    /** The engine at {@code targetHost:targetPort}, reached as {@code name} at {@code firstAddress}. */
    MovingEngine(String name, String firstAddress, String targetHost, int targetPort, Path folder) {
        this.name = name;
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.hostsFile = folder.resolve("hosts");
        this.port = freePort(firstAddress);
        answerAt(firstAddress);
    }

    String name() {
        return name;
    }

    int port() {
        return port;
    }

    /** The server's JVM resolves names from this engine's hosts file only. */
    String jvmOption() {
        return "-Djdk.net.hosts.file=" + hostsFile;
    }

    /** Cuts every relayed connection and black-holes the address the name points to (not changed yet). */
    void move() {
        String old = forwarder.address;
        forwarder.close();
        forwarder = null;
        blackHoles.add(new BlackHole(old, port));
    }

    /**
     * As {@link #move()}, but the relayed connections are left open and relay nothing more: the server's end
     * stays established and its requests go unanswered, as with an engine whose host or container vanished
     * without closing anything.
     */
    void vanish() {
        String old = forwarder.address;
        forwarder.silence();
        silenced.add(forwarder);
        forwarder = null;
        blackHoles.add(new BlackHole(old, port));
    }

    /** The engine answers at {@code address} (same port), and the name says so from now on. */
    void answerAt(String address) {
        forwarder = new Forwarder(address, port, targetHost, targetPort);
        writeHosts(address);
    }

    /**
     * As {@link #answerAt(String)}, but the name goes on resolving to the old, black-holed address too, first: as a
     * DNS server that kept a moved engine's old record beside its new one (podman's did, now and then).
     */
    void answerAtBesideTheOld(String address) {
        String old = blackHoles.get(blackHoles.size() - 1).address;
        forwarder = new Forwarder(address, port, targetHost, targetPort);
        writeHosts(old, address);
    }

    @Override
    public void close() {
        if (forwarder != null) {
            forwarder.close();
        }
        silenced.forEach(Forwarder::close);
        blackHoles.forEach(BlackHole::close);
    }

    /**
     * Whatever else the server looks up resolves too: localhost, and this machine's own name (which the JDK
     * otherwise asks for at start-up). Replaced in one rename, so that a lookup never reads half a file.
     */
    private void writeHosts(String... addresses) {
        try {
            StringBuilder text = new StringBuilder("127.0.0.1 localhost\n::1 localhost\n").append(ownName());
            for (String address : addresses) {
                text.append(address).append(' ').append(name).append('\n');
            }
            Path next = hostsFile.resolveSibling("hosts.next");
            Files.writeString(next, text);
            Files.move(next, hostsFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** This machine's name on loopback, if the test's JVM can tell it; else nothing. */
    private static String ownName() {
        try {
            return "127.0.0.1 " + InetAddress.getLocalHost().getHostName() + "\n";
        } catch (UnknownHostException unresolved) {
            return "";
        }
    }

    private static int freePort(String address) {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(address))) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Relays each connection accepted at address:port to the engine, until closed. */
    private static final class Forwarder {

        final String address;
        private final ServerSocket listener;
        private final Set<Socket> open = ConcurrentHashMap.newKeySet();
        private volatile boolean silent;

        Forwarder(String address, int port, String targetHost, int targetPort) {
            this.address = address;
            try {
                listener = new ServerSocket();
                listener.setReuseAddress(true);
                listener.bind(new InetSocketAddress(address, port), 128);
            } catch (IOException e) {
                throw new UncheckedIOException("forwarder on " + address + ":" + port, e);
            }
            Thread accepting = new Thread(() -> {
                while (!listener.isClosed()) {
                    try {
                        Socket client = listener.accept();
                        Socket engine = new Socket();
                        open.add(client);
                        open.add(engine);
                        engine.connect(new InetSocketAddress(targetHost, targetPort), 5_000);
                        pump(client, engine);
                        pump(engine, client);
                    } catch (IOException closedOrRefused) {
                        // closed: the engine moved; refused: the client's connection is cut below
                    }
                }
            }, "forwarder-" + address + ":" + port);
            accepting.setDaemon(true);
            accepting.start();
        }

        private void pump(Socket from, Socket to) {
            Thread t = new Thread(() -> {
                byte[] buffer = new byte[16 * 1024];
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    for (int n; (n = in.read(buffer)) >= 0; ) {
                        if (silent) {
                            continue; // read and dropped: the sender's data is taken, never answered
                        }
                        out.write(buffer, 0, n);
                        out.flush();
                    }
                } catch (IOException cut) {
                    // either side closed
                } finally {
                    quietlyClose(from);
                    quietlyClose(to);
                }
            }, "relay");
            t.setDaemon(true);
            t.start();
        }

        /** The listener closed; the connections stay open and relay nothing more. */
        void silence() {
            silent = true;
            quietlyClose(listener);
        }

        /**
         * As a killed engine's: the listener and every connection closed, the connections with a reset (no
         * FIN_WAIT that would hold the address:port until the server closes its end).
         */
        void close() {
            quietlyClose(listener);
            for (Socket s : open) {
                try {
                    s.setSoLinger(true, 0);
                } catch (IOException alreadyClosed) {
                    // nothing to reset
                }
                quietlyClose(s);
            }
        }

        private static void quietlyClose(AutoCloseable c) {
            try {
                c.close();
            } catch (Exception ignored) {
                // closing is all that is wanted
            }
        }
    }

    /**
     * A listener that never accepts, with its backlog filled by connections of its own: the kernel then drops
     * every new SYN, and a connect waits until its own timeout.
     */
    private static final class BlackHole {

        private final String address;
        private final ServerSocket listener;
        private final List<Socket> fillers = new ArrayList<>();

        BlackHole(String address, int port) {
            this.address = address;
            try {
                listener = bind(new InetSocketAddress(address, port));
                for (int n = 0; n < 16; n++) {
                    Socket filler = new Socket();
                    fillers.add(filler);
                    try {
                        filler.connect(new InetSocketAddress(address, port), 300);
                    } catch (SocketTimeoutException full) {
                        return;
                    }
                }
                throw new IllegalStateException("the backlog of " + address + ":" + port + " never filled");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Binds as soon as the cut connections no longer hold the address (a backlog of one). */
        private static ServerSocket bind(InetSocketAddress at) throws IOException {
            long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            while (true) {
                ServerSocket listener = new ServerSocket();
                try {
                    listener.setReuseAddress(true);
                    listener.bind(at, 1);
                    return listener;
                } catch (BindException held) {
                    listener.close();
                    if (System.nanoTime() > deadline) {
                        throw held;
                    }
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted", e);
                    }
                }
            }
        }

        void close() {
            fillers.forEach(Forwarder::quietlyClose);
            Forwarder.quietlyClose(listener);
        }
    }
}
