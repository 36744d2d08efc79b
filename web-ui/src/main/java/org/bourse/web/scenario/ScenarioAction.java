package org.bourse.web.scenario;

/** The scenario's actions, with DayTrader's letters and the standard mix (percent). */
public enum ScenarioAction {
    HOME('h', 20), QUOTE('q', 40), LOGIN('l', 0), LOGOUT('o', 4), REGISTER('r', 2), ACCOUNT('a', 10),
    PORTFOLIO('p', 12), BUY('b', 4), SELL('s', 4), UPDATE_PROFILE('u', 4);

    /** The greatest common divisor of the shares: one card of the mix's deck stands for this many percent. */
    private static final int PERCENT_PER_CARD = percentPerCard();

    private final char letter;
    private final int percent;

    ScenarioAction(char letter, int percent) {
        this.letter = letter;
        this.percent = percent;
    }

    public char letter() {
        return letter;
    }

    /** The action's share of the standard mix, in percent. */
    public int percent() {
        return percent;
    }

    /**
     * How many cards of {@link ScenarioMix}'s shuffled deck are this action ({@link #deckSize()} cards in
     * all): every whole deck dealt holds exactly this many, a partly dealt one between none and this many.
     */
    public int cards() {
        return percent / PERCENT_PER_CARD;
    }

    /** The cards in one deck of the standard mix (50). */
    public static int deckSize() {
        return 100 / PERCENT_PER_CARD;
    }

    private static int percentPerCard() {
        int gcd = 0;
        for (ScenarioAction a : values()) {
            gcd = gcd(gcd, a.percent);
        }
        return gcd;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** The action DayTrader's {@code /scenario?action=x} names by its first letter, or null. */
    static ScenarioAction ofLetter(char c) {
        for (ScenarioAction a : values()) {
            if (a.letter == c) {
                return a;
            }
        }
        return null;
    }
}
