/**
 * Seeded, reproducible population of the trade tables: {@link org.bourse.dal.population.Population}
 * writes the rows a {@link org.bourse.dal.population.PopulationPlan} describes from one shared row
 * generator, through the {@link org.bourse.dal.population.VendorWriter} of the database's package (COPY
 * on PostgreSQL; {@link org.bourse.dal.population.BatchedInsertWriter} on H2 and MariaDB).
 */
package org.bourse.dal.population;
