package org.bourse.bench.cli;

/**
 * A set of options a command mixes in (picocli's {@code @Mixin}), listed in the help under a heading of its own
 * after the command's own options.
 */
public interface OptionSection {

    /** The heading, a picocli format string ({@code %n} ends a line). */
    String heading();

    /** Where the section comes among the command's sections: lower first, then in the order declared. */
    default int order() {
        return 0;
    }
}
