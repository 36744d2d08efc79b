package org.bourse.bench.results;

import java.io.IOException;
import java.nio.file.Path;

import org.bourse.bench.gatling.GatlingSummary;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A results folder's {@code summary.json}, whichever command wrote it: a bench/load run ({@link RunSummary}) or
 * peak search ({@link PeakSummary}), a suite ({@link SuiteSummary}) or a comparison ({@link CompareSummary}).
 * Written and read with Jackson as these records; the field names are the ones the report, the docs and other
 * tools read (bench/README.md, "The results folder").
 */
public sealed interface SummaryDocument permits LoadSummary, SuiteSummary, CompareSummary {

    /** Its file in the run's folder. */
    String FILE = "summary.json";

    default void write(Path folder) throws IOException {
        GatlingSummary.JSON.writeValue(folder.resolve(FILE).toFile(), this);
    }

    /** The summary in a folder: its {@code kind} says which, and a peak search's (which has none) has levels. */
    static SummaryDocument read(Path folder) throws IOException {
        // Only to tell the kinds apart: the document itself is read into its record.
        JsonNode tree = GatlingSummary.JSON.readTree(folder.resolve(FILE).toFile());
        Class<? extends SummaryDocument> kind = switch (tree.path("kind").asText()) {
            case "compare" -> CompareSummary.class;
            case "suite" -> SuiteSummary.class;
            case RateSearchSummary.KIND -> RateSearchSummary.class;
            default -> tree.has("levels") ? PeakSummary.class : RunSummary.class;
        };
        return GatlingSummary.JSON.treeToValue(tree, kind);
    }
}
