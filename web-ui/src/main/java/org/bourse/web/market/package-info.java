/**
 * The market summary page ({@code /app?action=mksummary}) and its live updates: a plain WebSocket at
 * {@code /marketsummary} pushing the summary as JSON (docs/web.md) every
 * {@code bourse.web.market-summary-push-interval}, and answering DayTrader's clients' requests in
 * DayTrader's shape.
 */
package org.bourse.web.market;
