package org.bourse.web.config;

/**
 * One row of the run verification.
 *
 * @param code     message key of the statistic's name ({@code config.verify.<code>}) and rule
 *                 ({@code config.verify.<code>.rule})
 * @param expected the expected value as shown (null: nothing to compare)
 * @param actual   the actual value
 * @param outcome  PASS, FAIL, WARN (informational, never fails the run) or NA (nothing to compare yet)
 * @param deviation actual against expected in percent, when both are known
 */
public record Verification(String code, String expected, String actual, Outcome outcome, String deviation) {

    public enum Outcome { PASS, FAIL, WARN, NA }

    public boolean failed() {
        return outcome == Outcome.FAIL;
    }
}
