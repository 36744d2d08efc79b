package org.bourse.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.profile.LayerShare;
import org.bourse.bench.profile.ProfileEntry;

import com.fasterxml.jackson.core.type.TypeReference;

/**
 * Where the time went, when the run was profiled ({@code --profile}, bench/README.md's results folder
 * contract): {@code profile/flamegraph.html} inlined as a frame, {@code profile/layers.json} as a table;
 * in a comparison, {@code profile/A/…} and {@code profile/B/…}.
 */
final class ProfileSection {

    private ProfileSection() {
    }

    /**
     * One profile as the report shows it.
     *
     * @param suffix  its element ids' ending ({@code ""}, {@code -A}, {@code -B})
     * @param heading its heading in a comparison (null: a run's or a suite's)
     * @param entry   what the summary says of it (null: nothing)
     * @param layers  its layer table (null: no {@code layers.json})
     * @param flame   its flame graph page (null: none)
     */
    public record Part(String suffix, String heading, ProfileEntry entry, List<LayerShare> layers, String flame) {
    }

    /**
     * @param parts {@code ""} for a run's or a suite's, {@code A} and {@code B} for a comparison's
     * @param entry each part's summary entry
     * @param label each part's heading
     */
    static List<Part> of(Path folder, List<String> parts, Function<String, ProfileEntry> entry,
            Function<String, String> label) throws IOException {
        List<Part> found = new ArrayList<>();
        for (String part : parts) {
            Path dir = part.isEmpty() ? folder.resolve("profile") : folder.resolve("profile").resolve(part);
            Path flame = dir.resolve("flamegraph.html");
            Path layers = dir.resolve("layers.json");
            if (!Files.exists(flame) && !Files.exists(layers)) {
                continue;
            }
            found.add(new Part(part.isEmpty() ? "" : "-" + part, part.isEmpty() ? null : label.apply(part),
                    entry.apply(part),
                    Files.exists(layers) ? GatlingSummary.JSON.readValue(layers.toFile(), new TypeReference<List<LayerShare>>() { })
                            : null,
                    Files.exists(flame) ? Files.readString(flame) : null));
        }
        return found;
    }
}
