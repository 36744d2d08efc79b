/**
 * The tables behind GetOrder's {@code database} source ({@code wstest_order}, {@code wstest_customer},
 * {@code wstest_address}, {@code wstest_line_item}): the WSTest 1.1 purchase-order data for a seeded
 * range of order and customer ids, read by {@link org.bourse.dal.wstest.OrderTables} with portable
 * SQL and seeded by the fastest bulk path of each database (COPY on PostgreSQL, batched inserts on
 * H2 and MariaDB).
 */
package org.bourse.dal.wstest;
