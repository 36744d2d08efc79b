package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.bourse.trade.TradeException.InsufficientFunds;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** With margin off, a buy the balance does not cover is refused and changes nothing. */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = "bourse.trade.allow-margin=false")
class MarginOffTest {

    @Autowired
    TradeServices services;

    @Test
    void aBuyBeyondTheBalanceIsRefused() {
        services.register(new Registration("ru:poor", "p", "x", "x", "x", "x", new BigDecimal("100.00")));
        assertThatThrownBy(() -> services.buy("ru:poor", "s:1", new BigDecimal("1000")))
                .isInstanceOf(InsufficientFunds.class).hasMessageContaining("bourse.trade.allow-margin");
        assertThat(services.account("ru:poor").balance()).isEqualByComparingTo("100.00");
        assertThat(services.holdings("ru:poor")).isEmpty();
        assertThat(services.orders("ru:poor")).isEmpty();

        services.buy("ru:poor", "s:1", new BigDecimal("0.0001"));
        assertThat(services.holdings("ru:poor")).hasSize(1);
    }
}
