package org.bourse.dal.population;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * Populates an empty database during start-up, before the server takes requests, so the first
 * request of a fresh install already sees DayTrader's users and quotes. A database that holds
 * trade rows is left alone. Several nodes starting on one empty database take turns ({@link PopulationLock}):
 * the first populates it, the others find it populated. The Trade services declare it where they run in
 * process: a node that reaches them over SOAP never reads its own trade tables.
 */
public final class PopulateWhenEmpty implements InitializingBean {

    private static final Logger LOG = LoggerFactory.getLogger(PopulateWhenEmpty.class);
    /** The password every populated user has. */
    public static final String POPULATED_PASSWORD = PopulationPlan.USER_PASSWORD;
    /** At most one progress line this often: a quick population logs only its start and its end. */
    static final Duration PROGRESS_INTERVAL = Duration.ofSeconds(2);

    private final Population population;
    private final DataSource dataSource;
    private final PopulationSettings settings;
    private final Supplier<String> passwordHash;

    public PopulateWhenEmpty(Population population, DataSource dataSource, PopulationSettings settings,
            Supplier<String> passwordHash) {
        this.population = population;
        this.dataSource = dataSource;
        this.settings = settings;
        this.passwordHash = passwordHash;
    }

    @Override
    public void afterPropertiesSet() {
        if (!settings.onEmptyStart()) {
            return;
        }
        try (PopulationLock lock = PopulationLock.acquire(population.lock(), dataSource, settings.lockWait())) {
            if (!population.isEmpty(dataSource)) {
                return;
            }
            long start = System.nanoTime();
            ProgressLog progress = new ProgressLog(settings.plan(), population.vendor().id(), PROGRESS_INTERVAL,
                    LOG::info, System::nanoTime);
            progress.started(settings.seed());
            population.populate(dataSource, settings.plan(), passwordHash.get(), Instant.now(), progress);
            LOG.info("Populated {} users and {} quotes (seed {}) on {} in {} ms", settings.users(), settings.quotes(),
                    settings.seed(), population.vendor().id(), (System.nanoTime() - start) / 1_000_000);
        }
    }
}
