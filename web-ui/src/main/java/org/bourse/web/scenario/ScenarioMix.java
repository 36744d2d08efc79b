package org.bourse.web.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Deals the standard mix from a shuffled deck (TPC-C's way of keeping a mix exact), so every 50 actions
 * drawn contain exactly the mix's shares while their order stays random; DayTrader draws each action
 * independently, whose counts drift by several percent over a short run. Also keeps DayTrader's sell
 * deficit: a sell that found nothing to sell became a buy, and a later buy by an original ({@code uid:})
 * user is turned into a sell to make up for it.
 */
final class ScenarioMix {

    private final ScenarioAction[] deck;
    private int next;
    private long sellDeficit;

    ScenarioMix() {
        List<ScenarioAction> cards = new ArrayList<>();
        for (ScenarioAction a : ScenarioAction.values()) {
            for (int i = 0; i < a.cards(); i++) {
                cards.add(a);
            }
        }
        deck = cards.toArray(ScenarioAction[]::new);
        next = deck.length;
    }

    /** The number of cards in the deck (50 for the standard mix). */
    int deckSize() {
        return deck.length;
    }

    synchronized ScenarioAction draw(boolean newUser) {
        if (next == deck.length) {
            shuffle();
            next = 0;
        }
        ScenarioAction a = deck[next++];
        if (a == ScenarioAction.BUY && !newUser && sellDeficit > 0) {
            sellDeficit--;
            return ScenarioAction.SELL;
        }
        return a;
    }

    synchronized void sellBecameBuy() {
        sellDeficit++;
    }

    synchronized long sellDeficit() {
        return sellDeficit;
    }

    synchronized void reset() {
        sellDeficit = 0;
        next = deck.length;
    }

    private void shuffle() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = deck.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            ScenarioAction t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
    }
}
