package org.bourse.trade.orders.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** The queue check's interval as a user sets it: a positive duration, anything else refused by name. */
class BrokerSettingsTest {

    @Test
    void theQueueCheckIntervalDefaultsToTenSecondsAndTakesAnyPositiveDuration() {
        assertThat(bind(Map.of()).queueCheckInterval()).isEqualTo(Duration.ofSeconds(10));
        assertThat(bind(Map.of("bourse.trade.broker.queue-check-interval", "500ms")).queueCheckInterval())
                .isEqualTo(Duration.ofMillis(500));
    }

    @Test
    void aQueueCheckIntervalOfZeroIsRefusedWithItsName() {
        assertThatThrownBy(() -> bind(Map.of("bourse.trade.broker.queue-check-interval", "0s")))
                .rootCause().isInstanceOf(IllegalArgumentException.class).hasMessageContaining("queue-check-interval")
                .hasMessageContaining("must be positive");
    }

    private static BrokerSettings bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("bourse.trade.broker",
                BrokerSettings.class);
    }
}
