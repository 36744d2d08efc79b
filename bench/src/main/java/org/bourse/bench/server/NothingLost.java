package org.bourse.bench.server;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * I6 ("nothing lost") as the server judged it in {@code POST /config/check}, in the load tool's words: over
 * how many acknowledged orders, and the ids it names as lost (not in the database), not processed, or
 * acknowledged more than once. The server names the first few of each kind (its examples); the count of
 * violations is the whole.
 *
 * @param checked        whether the server checked I6
 * @param holds          whether it holds
 * @param acknowledged   the order ids the load tool reported
 * @param violations     the server's count of violations
 * @param lost           acknowledged orders not in the database (the first ones)
 * @param notProcessed   acknowledged orders stored but not processed
 * @param duplicated     ids acknowledged more than once
 * @param unacknowledged orders of the run nobody acknowledged (allowed up to the failed requests)
 * @param examples       the server's examples as it wrote them
 */
public record NothingLost(boolean checked, boolean holds, long acknowledged, long violations, List<Long> lost,
        List<Long> notProcessed, List<Long> duplicated, long unacknowledged, List<String> examples) {

    private static final Pattern EXAMPLE = Pattern.compile("order (\\d+): (.*)");

    static NothingLost of(CheckAnswer server, long acknowledged) {
        CheckAnswer.Invariant i6 = null;
        for (CheckAnswer.Invariant i : server.invariantResults()) {
            if ("I6".equals(i.id())) {
                i6 = i;
            }
        }
        long unacknowledged = server.acknowledgement() == null ? 0 : server.acknowledgement().unacknowledgedOrders();
        if (i6 == null) {
            return new NothingLost(false, false, acknowledged, 0, List.of(), List.of(), List.of(), unacknowledged,
                    List.of());
        }
        List<Long> lost = new ArrayList<>();
        List<Long> notProcessed = new ArrayList<>();
        List<Long> duplicated = new ArrayList<>();
        List<String> examples = new ArrayList<>();
        for (String e : i6.examples() == null ? List.<String>of() : i6.examples()) {
            examples.add(e);
            Matcher m = EXAMPLE.matcher(e);
            if (m.matches()) {
                long id = Long.parseLong(m.group(1));
                if (m.group(2).contains("not in the database")) {
                    lost.add(id);
                }
                if (m.group(2).contains("not processed")) {
                    notProcessed.add(id);
                }
                if (m.group(2).contains("acknowledged") && m.group(2).contains("times")) {
                    duplicated.add(id);
                }
            }
        }
        return new NothingLost(true, i6.holds(), acknowledged, i6.violations(),
                lost, notProcessed, duplicated, unacknowledged, examples);
    }

    /** One line: what I6 found. */
    public String line() {
        if (!checked) {
            return "I6 (nothing lost) was not checked";
        }
        if (holds) {
            return "nothing lost: all " + acknowledged + " acknowledged orders stored once and processed (I6)";
        }
        StringBuilder b = new StringBuilder("I6 VIOLATED " + violations + " time" + (violations == 1 ? "" : "s") + ":");
        String sep = " ";
        if (!lost.isEmpty()) {
            b.append(sep).append("lost (not in the database): ").append(ids(lost));
            sep = "; ";
        }
        if (!notProcessed.isEmpty()) {
            b.append(sep).append("not processed: ").append(ids(notProcessed));
            sep = "; ";
        }
        if (!duplicated.isEmpty()) {
            b.append(sep).append("acknowledged more than once: ").append(ids(duplicated));
            sep = "; ";
        }
        List<String> other = examples.stream().filter(e -> !EXAMPLE.matcher(e).matches()).toList();
        if (!other.isEmpty()) {
            b.append(sep).append(String.join("; ", other));
        }
        if (violations > examples.size()) {
            b.append(" (the server names the first ").append(examples.size()).append(')');
        }
        return b.toString();
    }

    private static String ids(List<Long> ids) {
        return String.join(", ", ids.stream().map(String::valueOf).toList());
    }
}
