/**
 * The market summary page ({@code /app?action=mksummary}) and its live updates: a plain WebSocket at
 * {@code /marketsummary} pushing the summary as JSON (docs/web.md) every
 * {@code bourse.web.market-summary-push-interval}.
 */
package org.bourse.web.market;
