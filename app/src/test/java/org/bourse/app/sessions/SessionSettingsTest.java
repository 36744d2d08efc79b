package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** bourse.sessions.retry-after: whole seconds from 1 s to 1 h, as the Retry-After header can say them. */
class SessionSettingsTest {

    @Test
    void wholeSecondsFromOneSecondToAnHourAreTaken() {
        assertThat(withRetryAfter(Duration.ofSeconds(1)).retryAfter()).hasSeconds(1);
        assertThat(withRetryAfter(Duration.ofHours(1)).retryAfter()).hasSeconds(3600);
    }

    @Test
    void aFractionZeroOrMoreThanAnHourIsRefusedWithTheSettingsName() {
        for (Duration refused : new Duration[] {Duration.ofMillis(1500), Duration.ZERO, Duration.ofSeconds(3601)}) {
            assertThatThrownBy(() -> withRetryAfter(refused)).as(refused.toString())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("bourse.sessions.retry-after must be whole seconds from 1s to 1h, was " + refused);
        }
    }

    private static SessionSettings withRetryAfter(Duration retryAfter) {
        return new SessionSettings(SessionStore.REDIS, "JSESSIONID", retryAfter);
    }
}
