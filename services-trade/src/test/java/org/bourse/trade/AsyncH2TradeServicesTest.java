package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The in-process services with async order processing: the request commits an open order, workers process it. */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
        properties = "bourse.trade.order-processing=async")
class AsyncH2TradeServicesTest extends TradeServicesContract {

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }

    @Test
    void aBuyReturnsAnOpenOrderThatWorkersProcessShortlyAfter() throws Exception {
        Order placed = services.buy("uid:40", "s:40", BigDecimal.TEN);
        assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
        assertThat(processed(placed).status()).isEqualTo(OrderStatus.CLOSED);
    }
}
