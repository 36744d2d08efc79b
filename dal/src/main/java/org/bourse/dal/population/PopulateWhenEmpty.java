package org.bourse.dal.population;

import java.time.Instant;
import java.util.function.Supplier;

import javax.sql.DataSource;

import org.bourse.dal.DataAccessFailure;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * Populates an empty database during start-up, before the server takes requests, so the first
 * request of a fresh install already sees DayTrader's users and quotes. A database that holds
 * trade rows is left alone.
 */
final class PopulateWhenEmpty implements InitializingBean {

    private static final Logger LOG = LoggerFactory.getLogger(PopulateWhenEmpty.class);
    static final String POPULATED_PASSWORD = PopulationPlan.USER_PASSWORD;

    private final Population population;
    private final DataSource dataSource;
    private final PopulationSettings settings;
    private final Supplier<String> passwordHash;

    PopulateWhenEmpty(Population population, DataSource dataSource, PopulationSettings settings,
            Supplier<String> passwordHash) {
        this.population = population;
        this.dataSource = dataSource;
        this.settings = settings;
        this.passwordHash = passwordHash;
    }

    @Override
    public void afterPropertiesSet() {
        if (!settings.onEmptyStart() || !population.isEmpty(dataSource)) {
            return;
        }
        long start = System.nanoTime();
        try {
            population.populate(dataSource, settings.plan(), passwordHash.get(), Instant.now());
        } catch (DataAccessFailure e) {
            // Another node sharing the database may have populated it first: fine, if so.
            if (population.isEmpty(dataSource)) {
                throw e;
            }
            LOG.info("Database was populated by another node meanwhile");
            return;
        }
        LOG.info("Populated {} users and {} quotes (seed {}) on {} in {} ms", settings.users(), settings.quotes(),
                settings.seed(), population.vendor().id(), (System.nanoTime() - start) / 1_000_000);
    }
}
