/**
 * Spring Security for the pages: the DayTrader login action establishes the session ({@link
 * org.bourse.web.security.TradeLogin}), the administrator logs in on {@code /config/login}, CSRF tokens on
 * every form unless the DayTrader script compatibility setting is on, and the security headers.
 */
package org.bourse.web.security;
