package org.bourse.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.0 over a plain socket, from a chosen local address (127.0.0.5 is a different client than
 * 127.0.0.1 to a server on loopback) and with any headers, including ones an ordinary client would not
 * let a caller set. HTTP/1.0 keeps responses unchunked.
 */
public final class RawHttp {

    public static final InetAddress LOOPBACK = address("127.0.0.1");
    /** Another loopback address: a client that is not the front end. */
    public static final InetAddress OTHER_CLIENT = address("127.0.0.5");

    public record Response(int status, Map<String, String> headers, byte[] body) {

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private RawHttp() {
    }

    public static Response get(InetAddress from, int port, String path, String... headers) {
        return exchange(from, port, "GET", path, null, headers);
    }

    public static Response post(InetAddress from, int port, String path, byte[] body, String... headers) {
        return exchange(from, port, "POST", path, body, headers);
    }

    /** Headers as "Name: value" strings; a Host header is added unless one is given. */
    public static Response exchange(InetAddress from, int port, String method, String path, byte[] body, String... headers) {
        try (Socket socket = new Socket()) {
            socket.setSoTimeout(30_000);
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress(LOOPBACK, port), 5_000);
            StringBuilder head = new StringBuilder(method).append(' ').append(path).append(" HTTP/1.0\r\n");
            boolean host = false;
            for (String h : headers) {
                head.append(h).append("\r\n");
                host |= h.regionMatches(true, 0, "Host:", 0, 5);
            }
            if (!host) {
                head.append("Host: 127.0.0.1:").append(port).append("\r\n");
            }
            if (body != null) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                out.write(body);
            }
            out.flush();
            return parse(socket.getInputStream().readAllBytes());
        } catch (IOException e) {
            throw new AssertionError(method + " " + path + " on port " + port + " from " + from.getHostAddress()
                    + " failed: " + e, e);
        }
    }

    /** Whether anything accepts a TCP connection on address:port. */
    public static boolean accepts(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    public static Response parse(byte[] raw) {
        int end = indexOf(raw, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        if (end < 0) {
            throw new AssertionError("no complete HTTP response: " + new String(raw, StandardCharsets.ISO_8859_1));
        }
        String[] lines = new String(raw, 0, end, StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(raw, end + 4, raw.length - end - 4);
        return new Response(status, headers, body.toByteArray());
    }

    private static int indexOf(byte[] data, byte[] pattern) {
        outer:
        for (int i = 0; i + pattern.length <= data.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (data[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
