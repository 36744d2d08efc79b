/**
 * DayTrader's scenario driver at {@code /scenario}: one trade action per request, emulating a user
 * population, so any HTTP load tool drives the whole mix through one URL (docs/web.md).
 */
package org.bourse.web.scenario;
