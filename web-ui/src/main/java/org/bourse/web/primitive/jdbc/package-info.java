/**
 * JDBC through the connection pool: DayTrader's PingServlet2DB (a connection taken from the pool and
 * given back), PingJDBCRead (one quote read by primary key through the Trade data access) and
 * PingJDBCWrite (one quote's price moved in a transaction of its own), as plain servlets, and
 * PingJDBCRead2JSP (the read handed to a template); and Bourse's {@code /primitive/read} and
 * {@code /primitive/write} (one statement each, through Spring MVC).
 */
package org.bourse.web.primitive.jdbc;
