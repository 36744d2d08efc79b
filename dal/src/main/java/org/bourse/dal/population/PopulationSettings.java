package org.bourse.dal.population;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param users        users to populate ({@code uid:0 …})
 * @param quotes       quotes to populate ({@code s:0 …})
 * @param seed         seed of the population: the same seed gives the same rows
 * @param onEmptyStart populate at start-up when the database has no quotes and no accounts
 * @param lockWait     how long a node starting on a shared database waits for another node that is
 *                     populating it (PostgreSQL and MariaDB; docs/scale-out.md) before its start fails
 */
@ConfigurationProperties("bourse.population")
public record PopulationSettings(
        @DefaultValue("15000") int users,
        @DefaultValue("10000") int quotes,
        @DefaultValue("1") long seed,
        @DefaultValue("true") boolean onEmptyStart,
        @DefaultValue("30m") Duration lockWait) {


    public PopulationPlan plan() {
        return new PopulationPlan(users, quotes, seed);
    }
}
