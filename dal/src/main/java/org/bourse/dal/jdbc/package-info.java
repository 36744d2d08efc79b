/**
 * The plain-JDBC Trade stores: portable SQL in {@link org.bourse.dal.jdbc.TradeSql}, hand-written row
 * mappers, statements on the connection of the current Spring transaction, SQL exceptions translated
 * here. The per-database packages override only what really differs.
 */
package org.bourse.dal.jdbc;
