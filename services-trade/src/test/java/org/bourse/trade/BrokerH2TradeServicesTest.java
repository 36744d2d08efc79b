package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.testing.broker.RabbitBroker;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The in-process services in broker mode (web and processor roles in one node): orders go through RabbitMQ. */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE)
class BrokerH2TradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void brokerIsUp() {
        RabbitBroker.local().requireReachable();
    }

    @DynamicPropertySource
    static void broker(DynamicPropertyRegistry registry) {
        Brokers.register(registry);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }

    @Test
    void aBuyReturnsAnOpenOrderThatAProcessorTakesFromTheQueue() throws Exception {
        Order placed = services.buy("uid:40", "s:40", BigDecimal.TEN);
        assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
        assertThat(processed(placed).status()).isEqualTo(OrderStatus.CLOSED);
    }
}
