/**
 * Data access for the Trade and WSTest workloads: neutral interfaces and immutable records
 * ({@code trade}, {@code wstest}), portable plain-JDBC code written once ({@code jdbc}, {@code population},
 * {@code invariants}), and one package per database ({@code h2}, {@code postgresql}, {@code mariadb})
 * holding only what really differs, behind one interface ({@code spi.Database}) and one selection point
 * ({@code selection.Databases}, from the {@link org.bourse.dal.Vendor} this package resolves). Schemas
 * live in {@code db/migrations/<vendor>/} (packaged by this module) and are checked on a real server of
 * each database by the schema contract tests; {@code ArchitectureTest} keeps the packages in that shape.
 */
package org.bourse.dal;
