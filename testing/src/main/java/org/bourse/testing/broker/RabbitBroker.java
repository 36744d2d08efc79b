package org.bourse.testing.broker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeoutException;

import org.bourse.testing.Command;
import org.junit.jupiter.api.Assumptions;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.MessageProperties;

/**
 * The RabbitMQ server on 127.0.0.1:5672 (user guest), which .ci/run starts. Each test takes queues of
 * its own ({@link #privateQueue()}), or a virtual host of its own when it cuts connections
 * ({@link #privateVirtualHost()}), deleted when the JVM exits, so tests of several builds on one
 * server never share messages or faults. Unreachable: the test is skipped loudly, or fails under CI (env CI=true).
 */
public final class RabbitBroker {

    public static final String HOST = "127.0.0.1";
    public static final int PORT = 5672;
    public static final String USER = "guest";
    public static final String PASSWORD = "guest";

    private static final RabbitBroker LOCAL = new RabbitBroker();
    /** rabbitmqctl answers in seconds; one that does not is killed then, not waited on for ever. */
    private static final Duration RABBITMQCTL_WITHIN = Duration.ofMinutes(2);

    private final List<String> queues = new ArrayList<>();
    private final List<String> virtualHosts = new ArrayList<>();
    private boolean hooked;

    private RabbitBroker() {
    }

    public static RabbitBroker local() {
        return LOCAL;
    }

    /** host:port, as spring.rabbitmq.addresses takes it. */
    public String addresses() {
        return HOST + ":" + PORT;
    }

    /** Skips the test loudly when the server is unreachable, or fails it under CI. */
    public void requireReachable() {
        try (Connection c = connect()) {
            return;
        } catch (IOException | TimeoutException e) {
            String message = "RabbitMQ test server " + addresses() + " (user " + USER + ") is unreachable: " + e
                    + ". Start it (see .ci/run: rabbitmq-server -detached).";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message, e);
            }
            System.err.println("*** SKIPPING RABBITMQ TESTS: " + message);
            Assumptions.abort(message);
        }
    }

    /** A queue name no other test or build uses; the queue is deleted when this JVM exits. */
    public synchronized String privateQueue() {
        String name = "bourse.test.orders." + UUID.randomUUID();
        queues.add(name);
        hook();
        return name;
    }

    private void hook() {
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(this::deleteAll, "delete-test-queues"));
            hooked = true;
        }
    }

    private static void requireRabbitmqctl() {
        try {
            Command.run(RABBITMQCTL_WITHIN, List.of("rabbitmqctl", "version"));
            return;
        } catch (IllegalStateException | UncheckedIOException e) {
            // not on the PATH, or the local node does not answer: below
        }
        String message = "rabbitmqctl (RabbitMQ's command-line tool, to cut a test's connections) is not on the PATH"
                + " or cannot reach the local node";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message);
        }
        System.err.println("*** SKIPPING RABBITMQ FAULT TESTS: " + message);
        Assumptions.abort(message);
    }

    private static void rabbitmqctl(String... arguments) {
        List<String> command = new ArrayList<>(List.of("rabbitmqctl"));
        command.addAll(List.of(arguments));
        Command.run(RABBITMQCTL_WITHIN, command);
    }

    /**
     * A virtual host of this test's own (created with {@code rabbitmqctl add_vhost}, guest given every
     * permission), deleted when the JVM exits: its connections can be cut with {@link #closeConnections}
     * without touching anyone else's. Without {@code rabbitmqctl} on the PATH the test is skipped loudly, or
     * fails under CI (env CI=true).
     */
    public synchronized String privateVirtualHost() {
        requireRabbitmqctl();
        String name = "bourse-test-" + UUID.randomUUID();
        rabbitmqctl("add_vhost", name);
        rabbitmqctl("set_permissions", "-p", name, USER, ".*", ".*", ".*");
        virtualHosts.add(name);
        hook();
        return name;
    }

    /** Closes every client connection to the virtual host, as a broker restart would (they reconnect). */
    public void closeConnections(String virtualHost) {
        rabbitmqctl("close_all_connections", "-p", virtualHost, "bourse test: connections cut");
    }

    /** Messages ready in the queue and consumers on it; zeros for a queue that does not exist. */
    public QueueState state(String queue) {
        return state("/", queue);
    }

    /** The same, for a queue in {@code virtualHost}. */
    public QueueState state(String virtualHost, String queue) {
        try (Connection c = connect(virtualHost); Channel ch = c.createChannel()) {
            var ok = ch.queueDeclarePassive(queue);
            return new QueueState(ok.getMessageCount(), ok.getConsumerCount());
        } catch (IOException | RuntimeException e) {
            // no such queue (RabbitMQ closes the channel, and closing it again fails too)
            return new QueueState(0, 0);
        } catch (TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Publishes a raw persistent message to the queue (for tests of what the consumers do with it). */
    public void publish(String queue, String body) {
        try (Connection c = connect(); Channel ch = c.createChannel()) {
            ch.confirmSelect();
            ch.basicPublish("", queue, MessageProperties.PERSISTENT_TEXT_PLAIN,
                    body.getBytes(StandardCharsets.US_ASCII));
            ch.waitForConfirmsOrDie(60_000);
        } catch (IOException | TimeoutException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public record QueueState(int messages, int consumers) {
    }

    private Connection connect() throws IOException, TimeoutException {
        return connect("/");
    }

    private Connection connect(String virtualHost) throws IOException, TimeoutException {
        ConnectionFactory f = new ConnectionFactory();
        f.setVirtualHost(virtualHost);
        f.setHost(HOST);
        f.setPort(PORT);
        f.setUsername(USER);
        f.setPassword(PASSWORD);
        f.setConnectionTimeout(10_000);
        return f.newConnection("bourse-test");
    }

    private synchronized void deleteAll() {
        for (String q : queues) {
            try (Connection c = connect(); Channel ch = c.createChannel()) {
                ch.queueDelete(q);
            } catch (IOException | TimeoutException | RuntimeException e) {
                System.err.println("Could not delete test queue " + q + ": " + e);
            }
        }
        for (String v : virtualHosts) {
            try {
                rabbitmqctl("delete_vhost", v);
            } catch (RuntimeException e) {
                System.err.println("Could not delete test virtual host " + v + ": " + e.getMessage());
            }
        }
    }
}
