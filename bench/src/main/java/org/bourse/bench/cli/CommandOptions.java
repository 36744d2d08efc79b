package org.bourse.bench.cli;

import picocli.CommandLine.Model.CommandSpec;

/**
 * A command's options as picocli fills them in (annotated fields), and the typed, immutable options they make
 * once checked together.
 *
 * @param <T> the typed options
 */
public interface CommandOptions<T> {

    /** The options, checked against each other; IllegalArgumentException for a usage error. */
    T options();

    /** Adds the options annotations cannot declare (bench/compare's, one set per target); none by default. */
    default void addOptions(CommandSpec spec) {
    }
}
