package org.bourse.bench.profile;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A profile written into a run's folder.
 *
 * @param engine    what took it, with its settings, in words
 * @param samples   CPU samples in it
 * @param directory the {@code profile/} folder: {@code flamegraph.html}, {@code layers.json}, {@code layers.md},
 *                  {@code stacks.collapsed}
 * @param layers    the layer table
 */
public record Profile(String engine, long samples, Path directory, List<LayerShare> layers) {

    /** The folder's name inside a run's folder. */
    public static final String FOLDER = "profile";

    /** What {@code summary.json} says of it, paths relative to the run's folder. */
    public Map<String, Object> summary(Path runFolder) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("engine", engine);
        s.put("samples", samples);
        s.put("flamegraph", relative(runFolder, "flamegraph.html"));
        s.put("layers", relative(runFolder, "layers.json"));
        s.put("stacks", relative(runFolder, "stacks.collapsed"));
        return s;
    }

    private String relative(Path runFolder, String file) {
        return runFolder.toAbsolutePath().relativize(directory.toAbsolutePath().resolve(file)).toString();
    }

    /** The table in markdown. */
    public String markdown() {
        return LayerTable.markdown(layers, samples);
    }
}
