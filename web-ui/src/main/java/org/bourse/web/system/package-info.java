/**
 * What every page shares: the web tier's wiring into Spring MVC and Thymeleaf ({@code WebConfiguration}:
 * DayTrader's actions found by one lookup, pages sent whole, the order-alert table, the raw sell link the
 * load scripts parse), status messages from the bundle, and the mapping of business failures to messages.
 */
package org.bourse.web.system;
