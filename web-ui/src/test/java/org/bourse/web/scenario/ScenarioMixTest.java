package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ScenarioMixTest {

    @Test
    void everyFiftyDrawsHoldTheStandardMixExactly() {
        ScenarioMix mix = new ScenarioMix();
        assertThat(mix.deckSize()).isEqualTo(50);
        for (int deck = 0; deck < 20; deck++) {
            Map<ScenarioAction, Integer> counts = new EnumMap<>(ScenarioAction.class);
            for (int i = 0; i < 50; i++) {
                counts.merge(mix.draw(false), 1, Integer::sum);
            }
            for (ScenarioAction a : ScenarioAction.values()) {
                assertThat(counts.getOrDefault(a, 0)).as(a.name()).isEqualTo(a.percent() / 2);
            }
        }
    }

    @Test
    void aSellDeficitTurnsTheNextBuyOfAnOriginalUserIntoASell() {
        ScenarioMix mix = new ScenarioMix();
        mix.sellBecameBuy();
        int buys = 0;
        int sells = 0;
        for (int i = 0; i < 50; i++) {
            ScenarioAction a = mix.draw(false);
            buys += a == ScenarioAction.BUY ? 1 : 0;
            sells += a == ScenarioAction.SELL ? 1 : 0;
        }
        assertThat(buys).isEqualTo(1);
        assertThat(sells).isEqualTo(3);
        assertThat(mix.sellDeficit()).isZero();
    }

    @Test
    void registeredUsersDoNotMakeUpTheDeficit() {
        ScenarioMix mix = new ScenarioMix();
        mix.sellBecameBuy();
        for (int i = 0; i < 50; i++) {
            mix.draw(true);
        }
        assertThat(mix.sellDeficit()).isEqualTo(1);
    }

    @Test
    void theUserDeckDealsEveryUserOncePerRound() {
        UserDeck deck = new UserDeck(10);
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < 10; i++) {
            seen.add(deck.next());
        }
        assertThat(seen).hasSize(10).allMatch(u -> u.matches("uid:\\d"));
    }
}
