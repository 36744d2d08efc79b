/**
 * DayTrader-compatible web pages ({@code /app?action=...}), the {@code /scenario} driver, the admin
 * pages ({@code /config}) and the layer-isolating primitives ({@code /primitive/...} and DayTrader's own, such as
 * {@code /servlet/PingServlet}). Pages call the
 * business tier only through {@link org.bourse.trade.TradeServices}, so they work in either access mode;
 * only the primitives and the invariant check touch the database directly. One package per feature;
 * templates in feature-named folders under {@code templates/}, every visible string in
 * {@code messages.properties}. See docs/web.md.
 */
package org.bourse.web;
