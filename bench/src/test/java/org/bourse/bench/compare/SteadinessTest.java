package org.bourse.bench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class SteadinessTest {

    final Steadiness rule = new Steadiness(3, 0.05);

    @Test
    void aClimbingWarmUpIsNotSteady() {
        assertThat(rule.steady(List.of(2600.0, 5000.0, 8000.0, 9500.0))).isFalse();
    }

    @Test
    void theLastSlicesWithinTheToleranceAreSteady() {
        assertThat(rule.steady(List.of(2600.0, 9700.0, 10000.0, 9800.0))).isTrue();
        assertThat(rule.steady(List.of(9000.0, 10000.0, 9800.0))).isFalse();
    }

    @Test
    void tooFewSlicesOrAZeroSliceAreNotSteady() {
        assertThat(rule.steady(List.of(100.0, 100.0))).isFalse();
        assertThat(rule.steady(List.of(0.0, 0.0, 0.0))).isFalse();
    }

    @Test
    void nonsenseRulesAreRefused() {
        assertThatThrownBy(() -> new Steadiness(1, 0.05)).hasMessageContaining("--steady-window");
        assertThatThrownBy(() -> new Steadiness(3, 0)).hasMessageContaining("--steady-tolerance");
    }
}
