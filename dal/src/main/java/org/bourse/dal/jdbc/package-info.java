/**
 * The plain-JDBC Trade stores: portable SQL in {@link org.bourse.dal.jdbc.TradeSql}, hand-written row
 * mappers, statements on the connection of the current Spring transaction, SQL exceptions translated
 * here. It knows no database by name: the per-database packages extend it where they really differ,
 * and {@code org.bourse.dal.spi.Database} hands it their dialect.
 */
package org.bourse.dal.jdbc;
