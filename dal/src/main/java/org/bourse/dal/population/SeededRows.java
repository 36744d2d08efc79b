package org.bourse.dal.population;

import java.time.Instant;
import java.util.SplittableRandom;

/**
 * The rows of one population, generated from the plan's seed and nothing else, so every database
 * gets the same rows. Quotes are cheap to keep (one price each); users are not kept at all: a
 * {@link UserCursor} re-derives them one at a time, each from its own generator split off a fixed
 * sequence, so every pass over the users (one per table where the database wants that) sees the same
 * users with the same holdings. Ids are assigned here, 1..n in user order.
 *
 * <p>The random draws, in this order, are part of the reproducibility contract: changing them
 * changes every population for a given seed.
 */
public final class SeededRows {

    static final int MAX_HOLDINGS_PER_USER = 10;
    static final int MAX_PRICE = 200;
    static final int MAX_QUANTITY = 200;
    public static final long FEE_CENTS = 2_495;
    static final long FIRST_USER_OPENING_BALANCE = 1_000_000;

    private final PopulationPlan plan;
    private final String passwordHash;
    private final Instant populatedAt;
    private final int[] prices;
    private final long usersSeed;
    private final long holdings;
    private final PopulationProgress progress;
    /** User rows handed out by the cursors so far: the progress (one thread populates). */
    private long userSteps;

    SeededRows(PopulationPlan plan, String passwordHash, Instant populatedAt) {
        this(plan, passwordHash, populatedAt, PopulationProgress.NONE);
    }

    SeededRows(PopulationPlan plan, String passwordHash, Instant populatedAt, PopulationProgress progress) {
        this.plan = plan;
        this.progress = progress;
        this.passwordHash = passwordHash;
        this.populatedAt = populatedAt;
        SplittableRandom root = new SplittableRandom(plan.seed());
        long quotesSeed = root.nextLong();
        this.usersSeed = root.nextLong();
        SplittableRandom quoteRandom = new SplittableRandom(quotesSeed);
        this.prices = new int[plan.quotes()];
        for (int i = 0; i < prices.length; i++) {
            prices[i] = quoteRandom.nextInt(1, MAX_PRICE + 1);
        }
        long count = 0;
        for (UserCursor user = new UserCursor(false); user.next(); ) {
            count += user.holdings();
        }
        this.holdings = count;
    }

    public PopulationPlan plan() {
        return plan;
    }

    public String passwordHash() {
        return passwordHash;
    }

    public Instant populatedAt() {
        return populatedAt;
    }

    public int quotes() {
        return prices.length;
    }

    public static String symbol(int quote) {
        return "s:" + quote;
    }

    public static String companyName(int quote) {
        return "S" + quote + " Incorporated";
    }

    /** The price of quote {@code s:<quote>}, a whole number of dollars. */
    public int price(int quote) {
        return prices[quote];
    }

    public long lastAccountId() {
        return plan.users();
    }

    /** Holdings and their buy orders are one to one and numbered alike. */
    public long lastHoldingId() {
        return holdings;
    }

    public long lastOrderId() {
        return holdings;
    }

    /** A fresh pass over all users, in id order; each user it hands out counts towards the progress. */
    public UserCursor users() {
        return new UserCursor(true);
    }

    /**
     * One user at a time (the object is reused: read it before calling {@link #next()} again).
     * Account id = index + 1; holding k of this user has holding id and buy-order id
     * {@code firstHoldingId() + k}.
     */
    public final class UserCursor {
        private final SplittableRandom sequence = new SplittableRandom(usersSeed);
        private final int[] symbols = new int[MAX_HOLDINGS_PER_USER];
        private final int[] quantities = new int[MAX_HOLDINGS_PER_USER];
        private int index = -1;
        private int first;
        private int last;
        private int emailDomain;
        private int addressNumber;
        private int card1;
        private int card2;
        private int card3;
        private int card4;
        private long openingBalance;
        private long balanceCents;
        private int count;
        private long nextHoldingId = 1;
        private long firstHoldingId;
        private final boolean counted;

        private UserCursor(boolean counted) {
            this.counted = counted;
        }

        public boolean next() {
            if (index + 1 >= plan.users()) {
                return false;
            }
            index++;
            if (counted) {
                progress.written(++userSteps, (long) VendorWriter.USER_PASSES * plan.users());
            }
            firstHoldingId = nextHoldingId;
            SplittableRandom r = sequence.split();
            first = r.nextInt(1_000);
            last = r.nextInt(5_000);
            emailDomain = r.nextInt(100);
            addressNumber = r.nextInt(1_000);
            card1 = r.nextInt(100);
            card2 = r.nextInt(1_000);
            card3 = r.nextInt(1_000);
            card4 = r.nextInt(1_000);
            long drawn = r.nextInt(200_000, 300_000);
            openingBalance = index == 0 ? FIRST_USER_OPENING_BALANCE : drawn;
            count = Math.min(r.nextInt(MAX_HOLDINGS_PER_USER + 1), prices.length);
            long spentCents = 0;
            for (int k = 0; k < count; k++) {
                int symbol;
                do {
                    symbol = r.nextInt(prices.length);
                } while (holdsAlready(symbol, k));
                symbols[k] = symbol;
                quantities[k] = r.nextInt(1, MAX_QUANTITY + 1);
                spentCents += (long) quantities[k] * prices[symbol] * 100 + FEE_CENTS;
            }
            balanceCents = openingBalance * 100 - spentCents;
            nextHoldingId += count;
            return true;
        }

        private boolean holdsAlready(int symbol, int drawnSoFar) {
            for (int j = 0; j < drawnSoFar; j++) {
                if (symbols[j] == symbol) {
                    return true;
                }
            }
            return false;
        }

        public long accountId() {
            return index + 1L;
        }

        public String userId() {
            return "uid:" + index;
        }

        public String fullName() {
            return "first:" + first + " last:" + last;
        }

        public String email() {
            return "uid" + index + "@" + emailDomain + ".com";
        }

        public String address() {
            return addressNumber + " Oak St.";
        }

        public String creditCard() {
            return card1 + "-" + card2 + "-" + card3 + "-" + card4;
        }

        /** Whole dollars. */
        public long openingBalance() {
            return openingBalance;
        }

        /** Opening balance less every holding's cost and its buy order's fee. */
        public long balanceCents() {
            return balanceCents;
        }

        public int holdings() {
            return count;
        }

        public long holdingId(int k) {
            return firstHoldingId + k;
        }

        public int quote(int k) {
            return symbols[k];
        }

        public int quantity(int k) {
            return quantities[k];
        }

        /** Purchase price of holding k: its quote's price, whole dollars. */
        public int price(int k) {
            return prices[symbols[k]];
        }
    }
}
