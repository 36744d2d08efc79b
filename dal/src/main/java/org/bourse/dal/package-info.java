/**
 * Data access for the Trade and WSTest workloads: neutral interfaces and immutable records, with one
 * plain-JDBC implementation per database (H2, PostgreSQL, MariaDB) holding only what really differs.
 * Schemas live in {@code db/migrations/<vendor>/} (packaged by this module) and are checked on a real
 * server of each database by the schema contract tests. The data-access code comes next.
 */
package org.bourse.dal;
