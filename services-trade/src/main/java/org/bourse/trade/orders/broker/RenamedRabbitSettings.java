package org.bourse.trade.orders.broker;

import java.util.List;
import java.util.Map;

import org.bourse.boot.RenamedSettings;
import org.springframework.boot.logging.DeferredLogFactory;

/**
 * The RabbitMQ connection's settings are Spring Boot's {@code spring.rabbitmq.*}; the {@code bourse.trade.broker.*}
 * names they had before still work, deprecated. Bourse's connection timeout stays 5 s, where Boot leaves the
 * client's 60 s: a node tells an unreachable broker within it (docs/configuration.md). Its heartbeat is 10 s,
 * where the client asks for 60 s: a connection whose broker vanished without closing it (a half-open socket,
 * a restarted container's old address) is given up after two missed heartbeats, 20 s, not two minutes
 * (docs/operations.md, "When an engine moves").
 */
final class RenamedRabbitSettings extends RenamedSettings {

    RenamedRabbitSettings(DeferredLogFactory logs) {
        super(logs, "Bourse's RabbitMQ defaults and renamed settings",
                List.of(Rename.of("bourse.trade.broker.addresses", "spring.rabbitmq.addresses"),
                        Rename.of("bourse.trade.broker.username", "spring.rabbitmq.username"),
                        Rename.secret("bourse.trade.broker.password", "spring.rabbitmq.password"),
                        Rename.of("bourse.trade.broker.virtual-host", "spring.rabbitmq.virtual-host"),
                        Rename.of("bourse.trade.broker.connect-timeout", "spring.rabbitmq.connection-timeout")),
                Map.of("spring.rabbitmq.connection-timeout", "5s", "spring.rabbitmq.requested-heartbeat", "10s"));
    }
}
