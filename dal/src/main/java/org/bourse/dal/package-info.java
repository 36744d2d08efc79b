/**
 * Data access for the Trade and WSTest workloads: neutral interfaces and immutable records, with one
 * plain-JDBC implementation per database (H2, PostgreSQL, MariaDB) holding only what really differs.
 * Schemas live in {@code db/migrations/<vendor>/}. Filled in by the data-access issue.
 */
package org.bourse.dal;
