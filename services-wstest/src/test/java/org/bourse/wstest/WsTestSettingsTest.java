package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.dal.wstest.OrderTablesPlan;
import org.junit.jupiter.api.Test;

class WsTestSettingsTest {

    @Test
    void thePlanGivesEveryOrderTheLargestGetOrder() {
        assertThat(new WsTestSettings.OrderDatabase(100, 1000).plan(1000))
                .isEqualTo(new OrderTablesPlan(100, 1000, 1000));
    }

    @Test
    void nonsensicalRangesAreRefusedAtStartupNamingTheSetting() {
        assertThatThrownBy(() -> new WsTestSettings.OrderDatabase(0, 10))
                .hasMessage("bourse.wstest.order-database.orders must be between 1 and 100000, was 0");
        assertThatThrownBy(() -> new WsTestSettings.OrderDatabase(10, 2_000_000))
                .hasMessage("bourse.wstest.order-database.customers must be between 1 and 1000000, was 2000000");
        assertThatThrownBy(() -> new WsTestSettings.OrderDatabase(20_000, 10).plan(1000))
                .hasMessageContaining("bourse.wstest.order-database.orders=20000 with bourse.wstest.limits.max-order-items=1000")
                .hasMessageContaining("more than 10000000");
    }
}
