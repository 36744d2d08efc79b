package org.bourse.trade.inprocess;

import java.time.Clock;
import java.time.temporal.ChronoUnit;

import javax.sql.DataSource;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.dal.trade.RunStatisticsStore;
import org.springframework.security.crypto.password.PasswordEncoder;

/** resetTrade and the run statistics. */
final class AdminOperations {

    private final RunStatisticsStore statistics;
    private final Population population;
    private final PopulationSettings populationSettings;
    private final DataSource dataSource;
    private final PasswordEncoder passwords;
    private final Transactions tx;
    private final Clock clock;

    AdminOperations(RunStatisticsStore statistics, Population population, PopulationSettings populationSettings,
            DataSource dataSource, PasswordEncoder passwords, Transactions tx, Clock clock) {
        this.statistics = statistics;
        this.population = population;
        this.populationSettings = populationSettings;
        this.dataSource = dataSource;
        this.passwords = passwords;
        this.tx = tx;
        this.clock = clock;
    }

    RunStatistics runStatistics() {
        return statistics.collect();
    }

    /**
     * deleteAll=false: reports the run's statistics, then restores the seeded population (the same
     * rows as the first start). deleteAll=true: deletes every trade row and reports what is left (none).
     */
    RunStatistics reset(boolean deleteAll) {
        if (deleteAll) {
            tx.run("resetTrade(deleteAll)", () -> {
                statistics.deleteAll();
                return null;
            });
            return statistics.collect();
        }
        RunStatistics run = statistics.collect();
        population.reset(dataSource, populationSettings.plan(), passwords.encode(PopulationPlan.USER_PASSWORD),
                clock.instant().truncatedTo(ChronoUnit.MICROS));
        return run;
    }
}
