/**
 * The admin pages at {@code /config} (admin role): settings, the runtime-changeable ones, reset,
 * repopulate, the run statistics with DayTrader's ±5% verification, and the invariant check.
 */
package org.bourse.web.config;
