package org.bourse.bench.profile;

import java.nio.file.Path;
import java.util.List;

/**
 * A profile written into a run's folder.
 *
 * @param engine    what took it, with its settings, in words
 * @param samples   CPU samples in it
 * @param directory the {@code profile/} folder: {@code flamegraph.html}, {@code layers.json}, {@code layers.md},
 *                  {@code stacks.collapsed}
 * @param layers    the layer table
 */
public record WrittenProfile(String engine, long samples, Path directory, List<LayerShare> layers) {

    /** The folder's name inside a run's folder. */
    public static final String FOLDER = "profile";

    /** What {@code summary.json} says of it, paths relative to the run's folder. */
    public ProfileEntry summary(Path runFolder) {
        return new ProfileEntry(engine, samples, relative(runFolder, "flamegraph.html"),
                relative(runFolder, "layers.json"), relative(runFolder, "stacks.collapsed"), null, null, null);
    }

    private String relative(Path runFolder, String file) {
        return runFolder.toAbsolutePath().relativize(directory.toAbsolutePath().resolve(file)).toString();
    }

    /** The table in markdown. */
    public String markdown() {
        return LayerTable.markdown(layers, samples);
    }
}
