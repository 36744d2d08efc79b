package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AcknowledgedOrdersTest {

    @Test
    void keepsTheIdsUpToItsCapacityThenCountsThem() {
        AcknowledgedOrders orders = new AcknowledgedOrders(3);
        for (long id = 10; id < 15; id++) {
            orders.add(id);
        }

        assertThat(orders.since(0).orderIds()).containsExactly(10L, 11L, 12L);
        assertThat(orders.since(0).untracked()).isEqualTo(2);
        assertThat(orders.since(10).orderIds()).containsExactly(11L, 12L);
        assertThat(orders.since(12).isEmpty()).isFalse();
        assertThat(orders.since(12).orderIds()).isEmpty();
    }

    @Test
    void growsAsOrdersComeAndForgetsThemAtReset() {
        ScenarioStatistics statistics = new ScenarioStatistics(100_000);
        for (long id = 1; id <= 5000; id++) {
            statistics.acknowledged(id);
        }
        assertThat(statistics.acknowledgedSince(4990).orderIds()).hasSize(10).startsWith(4991L);

        statistics.reset();

        assertThat(statistics.acknowledgedSince(0).isEmpty()).isTrue();
    }

    @Test
    void aCapacityOfZeroOnlyCounts() {
        AcknowledgedOrders orders = new AcknowledgedOrders(0);
        orders.add(1);
        assertThat(orders.since(0).orderIds()).isEmpty();
        assertThat(orders.since(0).untracked()).isEqualTo(1);
    }
}
