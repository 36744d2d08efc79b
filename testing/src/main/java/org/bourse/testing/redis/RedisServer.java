package org.bourse.testing.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Assumptions;

/**
 * The Redis server of the tests: {@code BOURSE_TEST_REDIS_HOST} (default 127.0.0.1) and
 * {@code BOURSE_TEST_REDIS_PORT} (default 6379). Tests share it; each keeps its keys under a prefix of its
 * own. An unreachable server skips the test loudly, or fails it under CI ({@code CI=true}).
 */
public record RedisServer(String host, int port) {

    public static RedisServer local() {
        String host = System.getenv().getOrDefault("BOURSE_TEST_REDIS_HOST", "127.0.0.1");
        return new RedisServer(host, Integer.parseInt(System.getenv().getOrDefault("BOURSE_TEST_REDIS_PORT", "6379")));
    }

    /** Fails (under CI) or skips the calling test unless the server answers PING with PONG. */
    public void requireReachable() {
        String problem = ping();
        if (problem == null) {
            return;
        }
        String message = "Redis at " + host + ":" + port + " " + problem + ". Start it (see .ci/run) or point"
                + " BOURSE_TEST_REDIS_HOST/PORT at one";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("WARNING: skipped: " + message);
        Assumptions.abort(message);
    }

    /** Null when the server answers PING, else what went wrong. */
    private String ping() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 5_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] answer = new byte[7];
            int n = in.readNBytes(answer, 0, answer.length);
            String text = new String(answer, 0, n, StandardCharsets.US_ASCII);
            return text.startsWith("+PONG") ? null : "answered PING with '" + text.strip() + "'";
        } catch (IOException e) {
            return "is unreachable: " + e.getMessage();
        }
    }
}
