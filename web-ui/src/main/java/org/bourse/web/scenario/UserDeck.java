package org.bourse.web.scenario;

import java.util.concurrent.ThreadLocalRandom;

/** The populated users {@code uid:0 … uid:(U−1)} in a shuffled order, dealt one by one and reshuffled when used up. */
final class UserDeck {

    private final int[] deck;
    private int next;

    UserDeck(int users) {
        if (users < 1) {
            throw new IllegalArgumentException("The scenario needs at least one populated user");
        }
        deck = new int[users];
        for (int i = 0; i < users; i++) {
            deck[i] = i;
        }
        next = users;
    }

    synchronized String next() {
        if (next == deck.length) {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            for (int i = deck.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = deck[i];
                deck[i] = deck[j];
                deck[j] = t;
            }
            next = 0;
        }
        return "uid:" + deck[next++];
    }
}
