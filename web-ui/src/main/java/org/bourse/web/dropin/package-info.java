/**
 * DayTrader's URL families beyond {@code /app}, served only in DayTrader's drop-in mode
 * ({@code bourse.web.daytrader-script-compatibility}, set by the {@code daytrader} profile), so that
 * DayTrader's own load plans run unchanged: {@code /register.jsp} and the JAX-RS quotes
 * ({@code GET /rest/quotes/{symbols}}, {@code POST /rest/quotes}) in DayTrader 8's JSON. See docs/web.md,
 * "Drop-in mode".
 */
package org.bourse.web.dropin;
