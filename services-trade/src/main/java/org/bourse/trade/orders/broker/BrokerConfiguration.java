package org.bourse.trade.orders.broker;

import java.time.Clock;
import java.util.Locale;

import org.bourse.dal.trade.OrderOutbox;
import org.bourse.trade.ConditionalOnOrderProcessing;
import org.bourse.trade.ConditionalOnTradeAccess;
import org.bourse.trade.TradeSettings;
import org.bourse.trade.orders.OpenOrders;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.core.AcknowledgeMode;
import org.springframework.amqp.core.Queue;
import org.springframework.amqp.rabbit.connection.CachingConnectionFactory;
import org.springframework.amqp.rabbit.connection.ConnectionNameStrategy;
import org.springframework.amqp.rabbit.connection.RabbitConnectionFactoryBean;
import org.springframework.amqp.rabbit.core.RabbitAdmin;
import org.springframework.amqp.rabbit.core.RabbitTemplate;
import org.springframework.amqp.rabbit.listener.SimpleMessageListenerContainer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.amqp.autoconfigure.CachingConnectionFactoryConfigurer;
import org.springframework.boot.amqp.autoconfigure.ConnectionFactoryCustomizer;
import org.springframework.boot.amqp.autoconfigure.RabbitConnectionDetails;
import org.springframework.boot.amqp.autoconfigure.RabbitConnectionFactoryBeanConfigurer;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.rabbitmq.client.ConnectionFactory;

/**
 * The broker mode's parts, all here: the RabbitMQ connection (from Spring Boot's {@code spring.rabbitmq.*}
 * settings, {@link BrokerAutoConfigurations}), the durable queue (declared by every
 * node, on every connection, so that no message is published to a queue that does not exist yet), the
 * outbox publisher and relay of every node, and the consumers of processor nodes.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(BrokerSettings.class)
@ConditionalOnOrderProcessing(TradeSettings.OrderProcessing.BROKER)
@ConditionalOnTradeAccess(TradeSettings.Mode.IN_PROCESS)
class BrokerConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(BrokerConfiguration.class);

    @Bean
    BrokerConnectionLog brokerConnectionLog(RabbitConnectionDetails connection, BrokerSettings settings,
            ObjectProvider<Clock> clock) {
        return new BrokerConnectionLog(connection, connectionName(settings), clock.getIfAvailable(Clock::systemUTC));
    }

    /** The name RabbitMQ lists this node's connection under: {@code bourse-web}, -processor or -both. */
    @Bean
    ConnectionNameStrategy brokerConnectionName(BrokerSettings settings) {
        return cf -> connectionName(settings);
    }

    static String connectionName(BrokerSettings settings) {
        return "bourse-" + settings.role().name().toLowerCase(Locale.ROOT);
    }

    /**
     * Made as Spring Boot makes its own, by Boot's configurers from the {@code spring.rabbitmq.*} settings,
     * except that the outbox needs RabbitMQ's confirms and returns whatever {@code spring.rabbitmq.publisher-*}
     * say. An outage is told once, by {@link BrokerConnectionLog}: the client's driver errors (a reset socket)
     * and Spring AMQP's "Attempting to connect" at every retry are not (the latter by its logger's level,
     * application.properties, which keeps its errors), nor a channel closed under the work Spring AMQP hands off
     * ({@link BrokerConnectionFactory}), nor one whose connection went while it was put in confirm mode
     * ({@link FailFastConfirmSelect}).
     */
    @Bean(destroyMethod = "shutDown")
    BrokerConnectionFactory brokerConnections(RabbitConnectionFactoryBeanConfigurer clientSettings,
            CachingConnectionFactoryConfigurer cacheSettings, ObjectProvider<ConnectionFactoryCustomizer> customizers,
            BrokerConnectionLog connectionLog) throws Exception {
        RabbitConnectionFactoryBean bean = new RabbitConnectionFactoryBean();
        clientSettings.configure(bean);
        bean.afterPropertiesSet();
        ConnectionFactory client = bean.getObject();
        customizers.orderedStream().forEach(customizer -> customizer.customize(client));
        client.setExceptionHandler(new QuietDriverErrors());
        BrokerConnectionFactory f = new BrokerConnectionFactory(FailFastConfirmSelect.client(client));
        cacheSettings.configure(f);
        f.setPublisherConfirmType(CachingConnectionFactory.ConfirmType.CORRELATED);
        f.setPublisherReturns(true);
        f.addConnectionListener(connectionLog);
        return f;
    }

    @Bean
    Queue brokerOrderQueue(BrokerSettings settings) {
        return new Queue(settings.queue(), true, false, false);
    }

    @Bean
    RabbitAdmin brokerAdmin(CachingConnectionFactory connections) {
        return new RabbitAdmin(connections);
    }

    @Bean
    ConfirmedPublisher confirmedPublisher(CachingConnectionFactory connections, BrokerSettings settings,
            BrokerConnectionLog connectionLog) {
        RabbitTemplate template = new RabbitTemplate(connections);
        // Unroutable (no such queue) comes back as a return, not silently dropped: it stays in the outbox.
        template.setMandatory(true);
        return new ConfirmedPublisher(template, settings.queue(), settings.confirmTimeout(), connectionLog::reachable);
    }

    @Bean
    QueueWatch brokerQueueWatch(RabbitAdmin brokerAdmin, BrokerSettings settings, ObjectProvider<Clock> clock) {
        return new QueueWatch(brokerAdmin, settings, clock.getIfAvailable(Clock::systemUTC));
    }

    @Bean
    ConsumerFailureLog brokerConsumerFailureLog() {
        return new ConsumerFailureLog();
    }

    @Bean
    TransactionTemplate brokerTransactions(PlatformTransactionManager manager) {
        return new TransactionTemplate(manager);
    }

    @Bean
    OutboxOrderQueue outboxOrderQueue(OrderOutbox outbox, ConfirmedPublisher publisher,
            TransactionTemplate brokerTransactions,
            ObjectProvider<Clock> clock, BrokerSettings settings) {
        return new OutboxOrderQueue(outbox, publisher, brokerTransactions, clock.getIfAvailable(Clock::systemUTC),
                settings);
    }

    @Bean
    OutboxRelay outboxRelay(OrderOutbox outbox, ConfirmedPublisher publisher,
            TransactionTemplate brokerTransactions,
            ObjectProvider<Clock> clock, BrokerSettings settings) {
        return new OutboxRelay(outbox, publisher, brokerTransactions, clock.getIfAvailable(Clock::systemUTC), settings);
    }

    /**
     * The listener acknowledges each message itself once the order's transaction committed, and hands it back
     * when that failed (MANUAL: {@link OrderConsumer}, which tells a lost connection from other failures).
     * Started on processor nodes only.
     */
    @Bean
    SimpleMessageListenerContainer brokerOrderConsumers(CachingConnectionFactory connections, OpenOrders openOrders,
            BrokerSettings settings) {
        SimpleMessageListenerContainer c = new SimpleMessageListenerContainer(connections);
        c.setQueueNames(settings.queue());
        c.setConcurrentConsumers(settings.consumers());
        c.setPrefetchCount(settings.prefetch());
        c.setAcknowledgeMode(AcknowledgeMode.MANUAL);
        c.setDefaultRequeueRejected(true);
        c.setMissingQueuesFatal(false);
        // The admin declares the queue on every new connection already; the container's own re-declaration
        // at each consumer restart logged an ERROR every five seconds per consumer while RabbitMQ was away.
        c.setAutoDeclare(false);
        c.setMessageListener(new OrderConsumer(openOrders, settings.retryDelay()));
        // OrderConsumer settles and logs each delivery itself: what still reaches here was not foreseen, and is
        // said in one line (the message stays unacknowledged and comes again when its channel closes).
        c.setErrorHandler(e -> LOG.warn("Order consumer failed: {}", e.toString()));
        c.setAutoStartup(settings.role().consumes());
        return c;
    }
}
