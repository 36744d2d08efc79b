package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.bourse.testing.broker.RabbitBroker;
import org.bourse.testing.server.BourseProcess;

/**
 * The broker order mode of a test's nodes: RabbitMQ's local server, a queue of the test's own, each node's
 * settings by role ({@code web}, {@code processor}), and the order-processor-only node's start (ready when
 * it consumes) and restart after a SIGKILL (once RabbitMQ has dropped the killed node's consumer).
 */
final class BrokerGroup {

    static final Duration CONSUMERS_GONE_WITHIN = Duration.ofMinutes(5);

    private final RabbitBroker broker = RabbitBroker.local();
    private final String queue = broker.privateQueue();

    /** Skips the test loudly when RabbitMQ is unreachable, or fails it under CI. */
    void requireReachable() {
        broker.requireReachable();
    }

    /** A node's arguments: broker mode on this group's queue, the role, then {@code more}. */
    List<String> settings(String role, String... more) {
        List<String> all = new ArrayList<>(List.of("--bourse.trade.order-processing=broker",
                "--bourse.trade.broker.queue=" + queue, "--spring.rabbitmq.addresses=" + broker.addresses(),
                "--bourse.trade.broker.role=" + role));
        all.addAll(List.of(more));
        return all;
    }

    /** Starts an order-processor-only node (no HTTP) and waits until it consumes from the queue. */
    void startProcessor(BourseProcess processor, String... more) {
        processor.startWithoutHttp(() -> broker.state(queue).consumers() > 0,
                settings("processor", more).toArray(String[]::new));
    }

    /**
     * Starts again a processor node that was killed, once RabbitMQ no longer lists its consumer (a new
     * consumer would otherwise not show); returns the messages that were waiting in the queue.
     */
    int restartProcessor(BourseProcess processor, String... more) throws InterruptedException {
        long deadline = System.nanoTime() + CONSUMERS_GONE_WITHIN.toNanos();
        while (broker.state(queue).consumers() > 0) {
            assertThat(System.nanoTime()).as("the killed processor's consumers gone within %s", CONSUMERS_GONE_WITHIN)
                    .isLessThan(deadline);
            Thread.sleep(50);
        }
        int waiting = broker.state(queue).messages();
        startProcessor(processor, more);
        return waiting;
    }
}
