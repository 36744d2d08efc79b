package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.SocketException;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.amqp.AmqpException;
import org.springframework.amqp.AmqpIOException;
import org.springframework.amqp.core.Message;
import org.springframework.amqp.rabbit.connection.CorrelationData;
import org.springframework.amqp.rabbit.core.RabbitTemplate;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * What the publisher logs when a send fails while the connection log still believes RabbitMQ reachable. A write
 * that met the connection's socket gone is the outage the connection log reports a moment later (seen in the
 * Compose test: "Broken pipe" 31 ms before the connection log's warning, a third line for one outage); any other
 * failure stays one warning. The race cannot be provoked at will against a real broker (the client's reader
 * thread usually sees the reset first), so the template's send fails as the client's did.
 */
@ExtendWith(OutputCaptureExtension.class)
class ConfirmedPublisherTest {

    @Test
    void aSendOnASocketThatIsGoneIsPartOfTheOutageAndLogsNoWarning(CapturedOutput output) {
        List<Long> confirmed = publisherFailingWith(new AmqpIOException(new SocketException("Broken pipe")))
                .publish(List.of(1L, 2L));
        assertThat(confirmed).isEmpty();
        assertThat(output.getAll()).doesNotContain("WARN").doesNotContain("Broken pipe");
    }

    @Test
    void aSendOnACachedChannelTheCutClosedIsPartOfTheOutageAndLogsNoWarning(CapturedOutput output) {
        // What Spring AMQP's channel proxy throws when the channel under it closed (a CI run of the server's
        // broker outage test: before the connection log had heard of the cut)
        List<Long> confirmed = publisherFailingWith(new AmqpException("PublisherCallbackChannel is closed"))
                .publish(List.of(1L));
        assertThat(confirmed).isEmpty();
        assertThat(output.getAll()).doesNotContain("WARN").doesNotContain("is closed");
    }

    @Test
    void anyOtherFailureToSendIsOneWarning(CapturedOutput output) {
        ConfirmedPublisher publisher = publisherFailingWith(new AmqpIOException(new IOException("frame too large")));
        assertThat(publisher.publish(List.of(1L))).isEmpty();
        assertThat(publisher.publish(List.of(2L))).isEmpty();
        assertThat(output.getAll().lines().filter(l -> l.contains("WARN")))
                .singleElement().asString().contains("they stay in the outbox").contains("frame too large");
    }

    private static ConfirmedPublisher publisherFailingWith(RuntimeException failure) {
        RabbitTemplate template = new RabbitTemplate() {
            @Override
            public void send(String exchange, String routingKey, Message message, CorrelationData correlationData) {
                throw failure;
            }
        };
        return new ConfirmedPublisher(template, "orders", Duration.ofSeconds(1), () -> true);
    }
}
