package org.bourse.bench.results;

import java.io.IOException;
import java.nio.file.Path;

import org.bourse.bench.profile.ProfileEntry;

/**
 * The {@code summary.json} of a {@code bench/load} run: one run's ({@link RunSummary}), a peak search's
 * ({@link PeakSummary}) or a rate search's ({@link RateSearchSummary}), and what is added to it once the load is over: the server's profile, the run check
 * and the verdict. Written and read with Jackson as these records; the field names are the ones the report,
 * the suite's summary, the docs and other tools read.
 */
public sealed interface LoadSummary extends SummaryDocument permits RunSummary, PeakSummary, RateSearchSummary {

    /** The server's profile (null: not profiled). */
    ProfileEntry profile();

    /** The same, with the server's profile ({@code profile}). */
    LoadSummary withProfile(ProfileEntry profile);

    /** The same, with the run check after a Trade run ({@code checks}). */
    LoadSummary withChecks(RunCheckResult checks);

    /** The same, with both verdicts of a checked Trade run ({@code verdict}). */
    LoadSummary withVerdict(Verdict verdict);

    /** The summary in a bench/load run's folder: a peak search's has levels. */
    static LoadSummary read(Path folder) throws IOException {
        if (SummaryDocument.read(folder) instanceof LoadSummary load) {
            return load;
        }
        throw new IOException(folder.resolve(FILE) + " is not a bench/load run's summary");
    }
}
