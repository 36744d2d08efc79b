package org.bourse.web.scenario;

/** The scenario's actions, with DayTrader's letters and the standard mix (percent). */
public enum ScenarioAction {
    HOME('h', 20), QUOTE('q', 40), LOGIN('l', 0), LOGOUT('o', 4), REGISTER('r', 2), ACCOUNT('a', 10),
    PORTFOLIO('p', 12), BUY('b', 4), SELL('s', 4), UPDATE_PROFILE('u', 4);

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
