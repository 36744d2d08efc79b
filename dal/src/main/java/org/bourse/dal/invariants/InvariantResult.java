package org.bourse.dal.invariants;

import java.util.List;

/**
 * The outcome of one invariant check.
 *
 * @param id          the invariant's id, {@code I1} … {@code I8}
 * @param description what the invariant says, in one line
 * @param holds       whether no violation was found
 * @param violations  how many violating rows (accounts, holdings, orders…) were found
 * @param examples    up to {@value InvariantCheck#MAX_EXAMPLES} violations rendered as text
 */
public record InvariantResult(String id, String description, boolean holds, long violations, List<String> examples) {

    public InvariantResult {
        examples = List.copyOf(examples);
    }

    /** One line for a log or a report: the id, the description and, when violated, the count and examples. */
    public String summary() {
        if (holds) {
            return id + " holds: " + description;
        }
        return id + " VIOLATED " + violations + " time" + (violations == 1 ? "" : "s") + ": " + description
                + "; e.g. " + String.join("; ", examples);
    }
}
