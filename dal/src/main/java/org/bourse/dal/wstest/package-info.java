/**
 * The tables behind GetOrder's {@code database} source ({@code wstest_order}, {@code wstest_customer},
 * {@code wstest_address}, {@code wstest_line_item}): the WSTest 1.1 purchase-order data for a seeded
 * range of order and customer ids, read by {@link org.bourse.dal.wstest.OrderTables} with portable
 * SQL and seeded through the {@link org.bourse.dal.wstest.OrderTableWriter} the database brings (COPY
 * on PostgreSQL, batched inserts otherwise).
 */
package org.bourse.dal.wstest;
