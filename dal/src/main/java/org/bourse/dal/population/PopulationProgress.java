package org.bourse.dal.population;

/** Told how far a population has got, on the populating thread. */
@FunctionalInterface
public interface PopulationProgress {

    /** Tells nobody (resets report their progress on /config instead). */
    PopulationProgress NONE = (done, total) -> { };

    /**
     * @param done  user rows written so far, over every table written per user
     * @param total user rows to write in all ({@link VendorWriter#USER_PASSES} per user)
     */
    void written(long done, long total);
}
