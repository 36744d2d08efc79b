/**
 * HTTP upgrade, DayTrader's PingUpgradeServlet: a request with {@code Upgrade: echo} is switched (101) to
 * a raw protocol whose handler echoes the first bytes it receives and closes the connection.
 */
package org.bourse.web.primitive.upgrade;
