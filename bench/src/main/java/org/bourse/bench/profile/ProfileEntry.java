package org.bourse.bench.profile;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What a summary's {@code profile} says of a profile ({@link WrittenProfile#summary}): paths relative to the run's folder.
 *
 * @param engine     what took it, in words
 * @param samples    CPU samples in it
 * @param flamegraph its flame graph
 * @param layers     its layer table as JSON
 * @param stacks     its collapsed stacks
 * @param level      a peak search's: the users of the level it is the profile of
 * @param pid        a comparison's: the target's JVM profiled
 * @param runs       a comparison's: the measured runs it holds together
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileEntry(String engine, long samples, String flamegraph, String layers, String stacks,
        Integer level, Long pid, Integer runs) {

    /** The same, as the profile of a peak search's level. */
    public ProfileEntry atLevel(int users) {
        return new ProfileEntry(engine, samples, flamegraph, layers, stacks, users, pid, runs);
    }

    /** The same, as a comparison's target's: its JVM and its measured runs. */
    public ProfileEntry ofTarget(long jvm, int measured) {
        return new ProfileEntry(engine, samples, flamegraph, layers, stacks, level, jvm, measured);
    }
}
