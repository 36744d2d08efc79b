package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** The Trade settings bind with their defaults and refuse nonsense with a message naming the setting. */
class TradeSettingsTest {

    @Test
    void defaultsAreInProcessAndTheLocalEndpoint() {
        TradeSettings access = bind(Map.of());
        assertThat(access.access()).isEqualTo(TradeSettings.Mode.IN_PROCESS);
        assertThat(access.servicesUrl()).isEqualTo(URI.create("http://127.0.0.1:8080/services/TradeWSServices"));
        assertThat(access.servicesConnectTimeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(access.servicesReceiveTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(access.servicesAdminTimeout()).isEqualTo(Duration.ofMinutes(10));
    }

    @Test
    void webServicesModeBindsFromItsDashedName() {
        TradeSettings access = bind(Map.of("bourse.trade.access", "web-services",
                "bourse.trade.services-url", "http://services.example:9080/services/TradeWSServices",
                "bourse.trade.services-receive-timeout", "2s"));
        assertThat(access.access()).isEqualTo(TradeSettings.Mode.WEB_SERVICES);
        assertThat(access.servicesReceiveTimeout()).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void nonsenseIsRefused() {
        assertThatThrownBy(() -> bind(Map.of("bourse.trade.access", "carrier-pigeon"))).isInstanceOf(BindException.class);
        assertThatThrownBy(() -> bind(Map.of("bourse.trade.services-url", "ftp://x/y")))
                .rootCause().hasMessageContaining("bourse.trade.services-url must be an http(s) URL");
        assertThatThrownBy(() -> bind(Map.of("bourse.trade.services-connect-timeout", "0s")))
                .rootCause().hasMessageContaining("bourse.trade.services-connect-timeout must be positive");
    }

    private static TradeSettings bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("bourse.trade", TradeSettings.class);
    }
}
