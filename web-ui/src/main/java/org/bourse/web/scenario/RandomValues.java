package org.bourse.web.scenario;

import java.math.BigDecimal;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/** Random inputs in the population's formats (trade.md "Population"). */
final class RandomValues {

    /** Unique across restarts and across nodes sharing one database. */
    private static final String NODE = UUID.randomUUID().toString().substring(0, 8);
    private static final AtomicLong REGISTERED = new AtomicLong();

    private final int quotes;

    RandomValues(int quotes) {
        this.quotes = quotes;
    }

    private static ThreadLocalRandom random() {
        return ThreadLocalRandom.current();
    }

    String symbol() {
        return "s:" + random().nextInt(quotes);
    }

    /** 1–10 random symbols, comma-separated. */
    String symbols() {
        int n = 1 + random().nextInt(10);
        StringBuilder s = new StringBuilder(n * 8);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                s.append(',');
            }
            s.append(symbol());
        }
        return s.toString();
    }

    BigDecimal quantity() {
        return BigDecimal.valueOf(1 + random().nextInt(200));
    }

    String newUserId() {
        return "ru:" + NODE + "-" + REGISTERED.incrementAndGet();
    }

    String fullName() {
        return "first:" + random().nextInt(1000) + " last:" + random().nextInt(5000);
    }

    String address() {
        return random().nextInt(1000) + " Oak St.";
    }

    String email(String userId) {
        return userId + "@" + random().nextInt(100) + ".com";
    }

    String creditCard() {
        return random().nextInt(100) + "-" + random().nextInt(1000) + "-" + random().nextInt(1000) + "-"
                + random().nextInt(1000);
    }
}
