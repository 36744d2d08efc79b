/**
 * DayTrader's primitives under their own names and paths ({@code /servlet/PingServlet},
 * {@code /PingHtml.html}, {@code /pingTextSync}, …) and Bourse's own {@code /primitive/*}: small requests
 * that each add one layer (servlet container, Spring MVC, templates, HTTP session, JDBC, JSON, REST
 * binding, async servlet I/O, HTTP upgrade, WebSocket), so a benchmark can tell the layers apart.
 * One subpackage per layer; each registers its parts only when {@link WhenPrimitivesEnabled}. They run
 * outside the web security chain, as DayTrader's do, and write nothing but what DayTrader's write
 * (a quote's price, HTTP sessions). See the table in docs/web.md.
 */
package org.bourse.web.primitive;
