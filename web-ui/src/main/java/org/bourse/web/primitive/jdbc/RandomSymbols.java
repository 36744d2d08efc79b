package org.bourse.web.primitive.jdbc;

import java.util.concurrent.ThreadLocalRandom;

/** A random populated quote symbol, {@code s:0} to {@code s:<quotes − 1>}, as DayTrader's primitives pick one. */
final class RandomSymbols {

    private final int quotes;

    RandomSymbols(int quotes) {
        this.quotes = Math.max(1, quotes);
    }

    String next() {
        return "s:" + ThreadLocalRandom.current().nextInt(quotes);
    }
}
