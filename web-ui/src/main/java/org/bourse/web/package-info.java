/**
 * DayTrader-compatible web pages ({@code /app?action=...}), the {@code /scenario} driver and the admin
 * pages. Filled in by the web UI issue.
 */
package org.bourse.web;
