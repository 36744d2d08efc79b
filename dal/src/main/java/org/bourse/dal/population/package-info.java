/**
 * Seeded, reproducible population of the trade tables: {@link org.bourse.dal.population.Population}
 * writes the rows a {@link org.bourse.dal.population.PopulationPlan} describes, by the fastest bulk
 * path of each database (COPY on PostgreSQL, batched inserts on H2 and MariaDB), from one shared
 * row generator.
 */
package org.bourse.dal.population;
