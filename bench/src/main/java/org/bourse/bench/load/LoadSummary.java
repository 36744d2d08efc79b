package org.bourse.bench.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.bourse.bench.gatling.Summary;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The {@code summary.json} of a {@code bench/load} run: one run's ({@link RunSummary}) or a peak search's
 * ({@link PeakSummary}), and what is added to it once the load is over: the server's profile, the run check
 * and the verdict. Written and read with Jackson as these records; the field names are the ones the report,
 * the suite's summary, the docs and other tools read.
 */
sealed interface LoadSummary permits RunSummary, PeakSummary {

    /** Its file in the run's folder. */
    String FILE = "summary.json";

    /** The same, with the server's profile ({@code profile}). */
    LoadSummary withProfile(Map<String, Object> profile);

    /** The same, with the run check after a Trade run ({@code checks}). */
    LoadSummary withChecks(RunCheckResult checks);

    /** The same, with both verdicts of a checked Trade run ({@code verdict}). */
    LoadSummary withVerdict(Verdict verdict);

    default void write(Path folder) throws IOException {
        Summary.JSON.writeValue(folder.resolve(FILE).toFile(), this);
    }

    /** The summary in a run's folder: a peak search's has levels. */
    static LoadSummary read(Path folder) throws IOException {
        JsonNode tree = Summary.JSON.readTree(folder.resolve(FILE).toFile());
        Class<? extends LoadSummary> kind = tree.has("levels") ? PeakSummary.class : RunSummary.class;
        return Summary.JSON.treeToValue(tree, kind);
    }
}
