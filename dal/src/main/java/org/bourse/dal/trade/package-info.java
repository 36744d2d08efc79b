/**
 * The Trade data as the business services see it: immutable records and one store interface per
 * capability (quotes, accounts, holdings, orders, market, run statistics). Nothing here names a
 * database; the implementations live in {@code org.bourse.dal.jdbc} with the per-database
 * differences in {@code h2}, {@code postgresql} and {@code mariadb}.
 */
package org.bourse.dal.trade;
